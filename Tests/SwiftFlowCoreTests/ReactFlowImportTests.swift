import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct ReactFlowImportTests {
    private func load(_ name: String) throws -> (GraphDocument, [GraphDiagnostic], Data) {
        let data = try GraphFileFixtures.data(name)
        let (document, warnings) = try GraphDocument.parse(data: data)
        return (document, warnings, data)
    }

    private func node(_ document: GraphDocument, _ id: String) throws -> Node<JSONValue> {
        try #require(document.nodes.first { $0.id == id })
    }

    private func edge(_ document: GraphDocument, _ id: String) throws -> Edge<JSONValue> {
        try #require(document.edges.first { $0.id == id })
    }

    @Test func readsVersion11Fields() throws {
        let (document, _, _) = try load("v11-quirks.json")
        #expect(document.format == .reactFlow)
        #expect(document.viewport == nil)
        let child = try node(document, "child_0")
        #expect(child.parentId == "group_0")
        #expect(child.extent == .parent)
        #expect(child.position == XYPosition(x: 20, y: 40.5))
        #expect(child.width == 300 && child.height == 120)
        #expect(child.selected)
        #expect(child.data["threshold"]?.doubleValue == 1e-7)
        let group = try node(document, "group_0")
        #expect(group.type == "iteration")
        #expect(group.size == CGSize(width: 400, height: 260))
        #expect(try edge(document, "e-group-child").reconnectable)
        #expect(document.metadata.keys == ["description", "usecases"])
    }

    @Test func mapsMarkersAndEdgeStyles() throws {
        let (document, _, _) = try load("v11-quirks.json")
        // A string marker is a custom marker id: nothing the model can draw, kept in the file.
        let logo = try edge(document, "e-logo")
        #expect(logo.markerEnd == nil)
        #expect(logo.zIndex == 1001)
        let grey = Color(red: 151 / 255, green: 151 / 255, blue: 151 / 255)
        #expect(logo.style == EdgeStyle(stroke: grey, strokeWidth: 1))
        let arrow = try edge(document, "e-arrow")
        #expect(arrow.markerEnd == EdgeMarker(type: .arrow, width: 22, height: 22, strokeWidth: 1))
        #expect(arrow.style == EdgeStyle(strokeWidth: 1))
        #expect(arrow.interactionWidth == 100)
        // `buttonedge` is drawn as the default bezier.
        #expect(try edge(document, "e-group-child").type == .default)
        #expect(try edge(document, "e-hidden").hidden)
        #expect(try edge(document, "e-missing").animated)
    }

    @Test func readsVersion12FieldsAndNodeStyles() throws {
        let (document, _, _) = try load("v12-quirks.json")
        #expect(document.viewport == Viewport(x: -171.7, y: -281.4, zoom: 0.727))
        let group = try node(document, "Iteration:Loop")
        #expect(group.width == 500 && group.measured == CGSize(width: 500, height: 300))
        let style = try #require(group.style)
        #expect(style.background == Color(red: 1, green: 0.8, blue: 0))
        #expect(style.borderWidth == 2)
        #expect(style.borderColor == Color(red: 0.2, green: 0.2, blue: 0.2))
        #expect(style.borderRadius == 8)
        #expect(style.opacity == 0.5)
        let agent = try node(document, "Agent:One")
        #expect(agent.parentId == "Iteration:Loop")
        #expect(agent.width == nil && agent.measured == CGSize(width: 200, height: 80))
        #expect(agent.sourcePosition == .bottom && agent.targetPosition == .top)
        let bounded = try node(document, "Bounded")
        #expect(bounded.extent == .coordinateExtent(CoordinateExtent(minX: 600, minY: 0, maxX: 1000, maxY: 400)))
        #expect(bounded.origin == .center)
        #expect(bounded.zIndex == 3 && !bounded.draggable)
        let next = try edge(document, "xy-edge__Agent:Onestart-Boundedend")
        #expect(next.type == .smoothstep)
        #expect(next.label == "next")
        #expect(next.markerEnd == EdgeMarker(type: .arrowClosed, color: Color(red: 1, green: 0, blue: 0x72 / 255)))
        #expect(next.style?.dash == [5, 5] && next.style?.opacity == 0.8)
        #expect(next.reconnectable)
    }

    @Test func unchangedFixturesSaveByteForByteModuloWhitespace() throws {
        for name in ["v11-quirks.json", "v12-quirks.json"] {
            let (document, _, data) = try load(name)
            let saved = document.encoded()
            #expect(try JSONValue(parsing: saved) == JSONValue(parsing: data), "\(name)")
            let difference = GraphFileFixtures.differenceIgnoringWhitespace(saved, data)
            #expect(difference == nil, "\(name): \(difference ?? "")")
        }
    }

    @Test func editsKeepTheFilesOwnKeyNamesAndUnknownKeys() throws {
        var (document, _, _) = try load("v11-quirks.json")
        let childIndex = try #require(document.nodes.firstIndex { $0.id == "child_0" })
        document.nodes[childIndex].parentId = "note_0"
        document.nodes[childIndex].position.x = 25
        let groupIndex = try #require(document.nodes.firstIndex { $0.id == "group_0" })
        document.nodes[groupIndex].width = 420
        let buttonIndex = try #require(document.edges.firstIndex { $0.id == "e-group-child" })
        document.edges[buttonIndex].reconnectable = false
        let arrowIndex = try #require(document.edges.firstIndex { $0.id == "e-arrow" })
        document.edges[arrowIndex].markerEnd?.color = Color(red: 1, green: 0, blue: 0)

        let saved = try JSONValue(parsing: document.encoded())
        let child = try #require(saved["nodes"]?[childIndex])
        #expect(child["parentNode"] == "note_0" && child["parentId"] == nil)
        #expect(child["position"] == ["x": 25, "y": 40.5])
        #expect(child["positionAbsolute"] == ["x": 120, "y": 90.5])
        #expect(child["className"] == "fancy" && child["dragHandle"] == ".drag-handle")
        // The group's size came from both `width` and `style.width`: both follow, as React Flow 11's resizer
        // updates both (12 reads `width` first).
        let group = try #require(saved["nodes"]?[groupIndex])
        #expect(group["width"] == 420 && group["style"] == ["width": 420, "height": 260])
        let button = try #require(saved["edges"]?[buttonIndex])
        #expect(button["updatable"] == false && button["reconnectable"] == nil)
        #expect(button["type"] == "buttonedge")
        let arrow = try #require(saved["edges"]?[arrowIndex])
        #expect(arrow["markerEnd"] == [
            "type": "arrow", "width": "22px", "height": "22px", "strokeWidth": 1, "orient": "auto", "color": "#ff0000",
        ])
        let logo = try #require(saved["edges"]?.arrayValue?.first { $0["id"] == "e-logo" })
        #expect(logo["markerEnd"] == "logo")
    }

    @Test func changingAnUnknownEdgeTypeWritesTheNewType() throws {
        var (document, _, _) = try load("v11-quirks.json")
        let index = try #require(document.edges.firstIndex { $0.id == "e-group-child" })
        document.edges[index].type = .step
        let saved = try JSONValue(parsing: document.encoded())
        #expect(saved["edges"]?[index]?["type"] == "step")
    }

    @Test func styleSizeIsUpdatedWhereTheFileKeptIt() throws {
        let text = #"{"nodes":[{"id":"n","position":{"x":0,"y":0},"data":{},"# +
            #""style":{"width":180,"color":"red"}}],"edges":[]}"#
        var (document, _) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(document.nodes[0].width == 180)
        document.nodes[0].width = 200
        document.nodes[0].style = NodeStyle(background: Color(red: 0, green: 0, blue: 1))
        let saved = String(decoding: document.encoded(), as: UTF8.self)
        #expect(saved == #"{"nodes":[{"id":"n","position":{"x":0,"y":0},"data":{},"# +
            ##""style":{"width":200,"color":"red","background":"#0000ff"}}],"edges":[]}"##)
    }

    @Test func borderShorthandIsRewrittenWhenTheBorderChanges() throws {
        var (document, _, _) = try load("v12-quirks.json")
        document.nodes[0].style?.borderColor = Color(red: 1, green: 0, blue: 0)
        let saved = try JSONValue(parsing: document.encoded())
        #expect(saved["nodes"]?[0]?["style"]?["border"] == "2px dashed #ff0000")
        #expect(saved["nodes"]?[0]?["style"]?["backgroundColor"] == "#ffcc00")
    }

    @Test func wrapperObjectsAreNotGraphs() throws {
        let text = #"{"flow":{"nodes":[],"edges":[]},"cache":{}}"#
        #expect {
            _ = try GraphDocument.parse(data: Data(text.utf8))
        } throws: { error in
            (error as? GraphFileError)?.errors.map(\.code) == [.notAGraph]
        }
        // The editor unwraps; the flow inside then loads.
        let flow = try #require(try JSONValue(parsing: text)["flow"])
        #expect(throws: Never.self) { try GraphDocument.decode(flow) }
    }

    @Test(.enabled(if: GraphFileFixtures.corpusDirectory != nil, "React Flow corpus not found"))
    func everyCorpusFlowLoadsAndSavesWithoutLosingAKey() throws {
        let files = GraphFileFixtures.corpusFlowFiles
        #expect(files.count >= 13)
        for url in files {
            let data = try Data(contentsOf: url)
            let (document, warnings) = try GraphDocument.parse(data: data)
            #expect(document.format == .reactFlow)
            #expect(warnings.allSatisfy { !$0.isError })
            let saved = document.encoded()
            #expect(try JSONValue(parsing: saved) == JSONValue(parsing: data), "\(url.lastPathComponent)")
            let difference = GraphFileFixtures.differenceIgnoringWhitespace(saved, data)
            #expect(difference == nil, "\(url.lastPathComponent): \(difference ?? "")")
        }
    }

    @Test(.enabled(if: GraphFileFixtures.corpusDirectory != nil, "React Flow corpus not found"))
    func corpusQuirksAreReadAsDocumented() throws {
        let directory = try #require(GraphFileFixtures.corpusDirectory)
        func open(_ name: String) throws -> (GraphDocument, [GraphDiagnostic]) {
            try GraphDocument.load(from: directory.appendingPathComponent(name))
        }
        // ChainForge: two edges to a node that is not there, kept and reported.
        let (chainforge, chainforgeWarnings) = try open("chainforge_basic_comparison.flow.json")
        #expect(chainforge.edges.count == 6)
        #expect(chainforgeWarnings.filter { $0.code == .missingNode }.count == 2)
        // Flowise iterations: v11 children of an iteration node.
        let (iterations, _) = try open("flowise_agentflowv2_iterations.json")
        #expect(iterations.nodes.filter { $0.parentId == "iterationAgentflow_0" && $0.extent == .parent }.count == 2)
        // RAGFlow: v12 children and string markers.
        let (ragflow, _) = try open("ragflow_cv_analysis_iteration.flow.json")
        #expect(ragflow.nodes.filter { $0.parentId == "Iteration:PetiteBanksWarn" }.count == 3)
        // InvokeAI: seven hidden edges.
        let (invoke, _) = try open("invokeai_multidiffusion_sdxl.json")
        #expect(invoke.edges.filter(\.hidden).count == 7)
        #expect(invoke.metadata["exposedFields"] != nil)
    }

    @Test(.enabled(if: GraphFileFixtures.corpusDirectory != nil, "React Flow corpus not found"))
    func flowsInsideWrappersLoadOnceUnwrapped() throws {
        let directory = try #require(GraphFileFixtures.corpusDirectory)
        let wrappers: [(String, [String])] = [
            ("chainforge_basic_comparison.orig.json", ["flow"]),
            ("flojoy_bode_plot.orig.json", ["rfInstance"]),
            ("langflow_basic_prompting.orig.json", ["data"]),
            ("ragflow_stock_market_research.orig.json", ["dsl", "graph"]),
        ]
        for (name, keys) in wrappers {
            var value = try JSONValue(parsing: Data(contentsOf: directory.appendingPathComponent(name)))
            for key in keys { value = try #require(value[key], "\(name) has no \(key)") }
            let (document, _) = try GraphDocument.decode(value)
            #expect(document.jsonValue() == value, "\(name)")
        }
    }
}
