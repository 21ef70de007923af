import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasElement {
    /// Low detail (below `levelOfDetailZoom`), in screen space: edges flattened into chords or short segments,
    /// nodes as boxes snapped to whole points. Written straight into the pixels when the context lends them
    /// (`PixelDrawing`: the window's image), otherwise drawn as paths (vector export, recording contexts).
    func drawLevelOfDetail(in context: GraphicsContext, visible: CGRect, flowDirty: CGRect) {
        let mapper = ScreenPolyline(zoom: viewport.zoom,
                                    offset: CGPoint(x: frame.minX + viewport.x, y: frame.minY + viewport.y))
        // Below zoom 0.2 a curve is a few points long: its chord is enough.
        let segmentLength: CGFloat = viewport.zoom < 0.2 ? .infinity : 120
        if lodEdgeCache?.segmentLength != segmentLength || lodEdgeCache?.revision != store.edgeRevision {
            lodEdgeCache = (store.edgeRevision, segmentLength, buildLevelOfDetailEdges(segmentLength: segmentLength))
        }
        if lodNodeCache?.revision != store.nodeRevision {
            lodNodeCache = (store.nodeRevision, buildLevelOfDetailNodes())
        }
        let dark = context.isDarkMode
        if let target = context as? PixelDrawing, target.withDevicePixels(in: visible, { pixels in
            drawLevelOfDetailPixels(LevelOfDetailRaster(pixels: pixels), mapper: mapper, flowDirty: flowDirty,
                                    dark: dark)
        }) {
            return
        }
        drawLevelOfDetailShapes(in: context, mapper: mapper, flowDirty: flowDirty)
    }

    /// The edges as 1-pixel lines and each box (border, then inside) in paint order, written into `raster`.
    /// Edges and boxes are read as stored (points as `Float`s, fills by index), not through per-item closures.
    private func drawLevelOfDetailPixels(_ raster: LevelOfDetailRaster, mapper: ScreenPolyline, flowDirty: CGRect,
                                         dark: Bool) {
        let toDevice = raster.pixels.toDevice
        let scale = toDevice.a, scaleY = toDevice.d
        // Flow units straight to device pixels: one multiply-add per coordinate.
        let ax = mapper.zoom * scale, bx = mapper.offset.x * scale + toDevice.tx
        let ay = mapper.zoom * scaleY, by = mapper.offset.y * scaleY + toDevice.ty
        let lineWidth = max(1, theme.edgeWidth * viewport.zoom)
        let reach = lineWidth / viewport.zoom
        var inks: [Color: LevelOfDetailRaster.Ink] = [:]
        func ink(_ color: Color) -> LevelOfDetailRaster.Ink {
            if let known = inks[color] { return known }
            let made = LevelOfDetailRaster.Ink(color, dark: dark)
            inks[color] = made
            return made
        }
        let width = lineWidth * scale
        lodEdgeCache?.tiles.forEachPath(in: flowDirty.insetBy(dx: -reach, dy: -reach)) { color, polylines in
            raster.lines(polylines, ax: ax, bx: bx, ay: ay, by: by, width: width, with: ink(color))
        }
        let borderInk = ink(theme.nodeBorderColor), selectedInk = ink(theme.nodeSelectedBorderColor)
        guard let boxes = lodNodeCache?.tiles else { return }
        // One ink per fill the boxes use (nearly all the theme's background), looked up by index, not by colour.
        let fillInks = boxes.fills.map(ink)
        let tx = toDevice.tx, ty = toDevice.ty
        boxes.forEachStoredBox(in: flowDirty) { box in
            let snapped = mapper.snappedEdges(box.bounds)
            // A box more than two points each way has an inside one point in from its border.
            let inside = snapped.maxX - snapped.minX > 2 && snapped.maxY - snapped.minY > 2
            raster.box(minX: snapped.minX * scale + tx, minY: snapped.minY * scaleY + ty,
                       maxX: snapped.maxX * scale + tx, maxY: snapped.maxY * scaleY + ty, insetX: scale, insetY: scaleY,
                       border: box.selected ? selectedInk : borderInk, inside: inside ? fillInks[Int(box.fill)] : nil)
        }
    }

    /// The same as paths for contexts without pixels: one polyline per colour, one fill for the borders and
    /// one per background colour, unantialiased.
    private func drawLevelOfDetailShapes(in context: GraphicsContext, mapper: ScreenPolyline, flowDirty: CGRect) {
        let pixel = 1 / viewport.zoom
        let fast = context as? FastDrawing
        fast?.setFastDrawing(true)
        context.saveState()
        context.concatenate(flowToWindow)
        let lineWidth = max(1, theme.edgeWidth * viewport.zoom) * pixel
        lodEdgeCache?.tiles.forEachPath(in: flowDirty.insetBy(dx: -lineWidth, dy: -lineWidth)) { color, polylines in
            context.stroke(polylines.path, with: color, lineWidth: lineWidth)
        }
        context.restoreState()
        var borders = Path()
        var selectedBorders = Path()
        // Most boxes use the theme's background: they go straight into one path, without hashing colours.
        let background = theme.nodeBackgroundColor
        var backgroundFill = Path()
        var fills: [Color: Path] = [:]
        lodNodeCache?.tiles.forEachBox(in: flowDirty) { box in
            let snapped = mapper.snapped(box.bounds)
            if box.selected { selectedBorders.addRect(snapped) } else { borders.addRect(snapped) }
            if snapped.width > 2 && snapped.height > 2 {
                let inner = snapped.insetBy(dx: 1, dy: 1)
                if box.fill == background {
                    backgroundFill.addRect(inner)
                } else {
                    fills[box.fill, default: Path()].addRect(inner)
                }
            }
        }
        context.fill(borders, with: theme.nodeBorderColor)
        context.fill(selectedBorders, with: theme.nodeSelectedBorderColor)
        if !backgroundFill.isEmpty { context.fill(backgroundFill, with: background) }
        for (color, path) in fills { context.fill(path, with: color) }
        fast?.setFastDrawing(false)
    }

    /// Every drawable edge flattened (a segment per `segmentLength` flow units of curve) into flow-space
    /// polylines per colour and tile; kept until an edge changes.
    private func buildLevelOfDetailEdges(segmentLength: CGFloat) -> LevelOfDetailEdgeTiles {
        var tiles = LevelOfDetailEdgeTiles()
        let flatten = ScreenPolyline(zoom: 1, offset: .zero)
        let defaultColor = theme.edgeColor
        for record in edgeRecords.values {
            guard let result = record.route?.transientPath else { continue }
            let plain = !record.edge.selected && record.edge.style?.stroke == nil
            let color = plain ? defaultColor : edgeColor(record.edge)
            tiles.add(bounds: record.bounds, color: color) { polylines in
                flatten.append(result.path, to: &polylines, segmentLength: segmentLength)
            }
        }
        return tiles
    }

    /// Every visible, measured node's box in paint order (within each tile); kept until a node changes.
    private func buildLevelOfDetailNodes() -> LevelOfDetailBoxTiles {
        var boxes = LevelOfDetailBoxTiles()
        let background = theme.nodeBackgroundColor
        for id in store.nodesBottomToTop {
            guard case let (record, index)? = records.entry(id), index < nodes.count, record.geometry.isMeasured,
                  !nodes[index].hidden else { continue }
            let node = nodes[index]
            boxes.add(LevelOfDetailBox(bounds: record.geometry.bounds, selected: node.selected,
                                       fill: node.style?.background ?? background))
        }
        return boxes
    }
}
