import Foundation

/// Where an edge's own fields sit in memory, so code that is not specialized for the app's edge data can read
/// edges in place without the generic type (every use of a generic struct's fields in unspecialized code looks
/// its metadata up, and every copy of one calls its value witnesses).
///
/// `Edge` declares `data` last, so the fields before it sit at offsets that do not depend on `EdgeData`; the
/// offsets are still read from `MemoryLayout` once per edge type, never assumed. A full rebuild of the canvas
/// store reads each of 200,000 edges this way at 100,000 nodes.
public struct EdgeFieldLayout {
    /// The distance between consecutive edges in an array.
    public let stride: Int
    private let id: Int
    private let source: Int
    private let target: Int
    private let sourceHandle: Int
    private let targetHandle: Int
    private let type: Int
    private let hidden: Int
    private let selected: Int
    private let zIndex: Int
    private let attributes: Int

    /// `nil` when `Edge<EdgeData>` keeps a field at no fixed offset (then read edges the generic way).
    public init?<EdgeData>(_ edgeType: Edge<EdgeData>.Type) {
        typealias E = Edge<EdgeData>
        guard let id = MemoryLayout<E>.offset(of: \E.id),
              let source = MemoryLayout<E>.offset(of: \E.source),
              let target = MemoryLayout<E>.offset(of: \E.target),
              let sourceHandle = MemoryLayout<E>.offset(of: \E.sourceHandle),
              let targetHandle = MemoryLayout<E>.offset(of: \E.targetHandle),
              let type = MemoryLayout<E>.offset(of: \E.type),
              let hidden = MemoryLayout<E>.offset(of: \E.hidden),
              let selected = MemoryLayout<E>.offset(of: \E.selected),
              let zIndex = MemoryLayout<E>.offset(of: \E.zIndex),
              let attributes = MemoryLayout<E>.offset(of: \E.attributes),
              MemoryLayout<CopyOnWrite<EdgeAttributes>>.size == MemoryLayout<UnsafeRawPointer>.size
        else { return nil }
        stride = MemoryLayout<E>.stride
        self.id = id
        self.source = source
        self.target = target
        self.sourceHandle = sourceHandle
        self.targetHandle = targetHandle
        self.type = type
        self.hidden = hidden
        self.selected = selected
        self.zIndex = zIndex
        self.attributes = attributes
    }

    public func id(_ edge: UnsafeRawPointer) -> String { edge.load(fromByteOffset: id, as: String.self) }
    public func source(_ edge: UnsafeRawPointer) -> String { edge.load(fromByteOffset: source, as: String.self) }
    public func target(_ edge: UnsafeRawPointer) -> String { edge.load(fromByteOffset: target, as: String.self) }

    public func sourceHandle(_ edge: UnsafeRawPointer) -> String? {
        edge.load(fromByteOffset: sourceHandle, as: String?.self)
    }

    public func targetHandle(_ edge: UnsafeRawPointer) -> String? {
        edge.load(fromByteOffset: targetHandle, as: String?.self)
    }

    public func type(_ edge: UnsafeRawPointer) -> EdgeType { edge.load(fromByteOffset: type, as: EdgeType.self) }
    public func hidden(_ edge: UnsafeRawPointer) -> Bool { edge.load(fromByteOffset: hidden, as: Bool.self) }
    public func selected(_ edge: UnsafeRawPointer) -> Bool { edge.load(fromByteOffset: selected, as: Bool.self) }
    public func zIndex(_ edge: UnsafeRawPointer) -> Int { edge.load(fromByteOffset: zIndex, as: Int.self) }

    /// The address of the box holding the edge's rarely changed properties: edges with the same address have
    /// the same `routeAttributes` (most edges share one box of defaults).
    public func attributesBox(_ edge: UnsafeRawPointer) -> UnsafeRawPointer {
        edge.load(fromByteOffset: attributes, as: UnsafeRawPointer.self)
    }

    /// The properties kept in the box that decide where an edge reaches and which sets it belongs to.
    public func routeAttributes(_ edge: UnsafeRawPointer) -> EdgeRouteAttributes {
        let value = edge.load(fromByteOffset: attributes, as: CopyOnWrite<EdgeAttributes>.self).value
        return EdgeRouteAttributes(animated: value.animated, reconnectable: value.reconnectable,
                                   hasMarkers: value.markerStart != nil || value.markerEnd != nil,
                                   label: value.label, strokeWidth: value.style?.strokeWidth,
                                   interactionWidth: value.interactionWidth)
    }
}

/// An edge's properties that its placement reads (see `EdgeFieldLayout.routeAttributes(_:)`).
public struct EdgeRouteAttributes: Equatable, Sendable {
    public var animated: Bool
    public var reconnectable: Bool
    /// Whether either end has a marker.
    public var hasMarkers: Bool
    public var label: String?
    /// The style's stroke width, if it sets one.
    public var strokeWidth: CGFloat?
    public var interactionWidth: CGFloat
}
