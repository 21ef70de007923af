/// Which of the two formats a file is: the native one says so (`"format": "swiftflow"` and a `version`);
/// anything else with `nodes` or `edges` arrays at the top level is read as React Flow's
/// (`ReactFlowJsonObject`). Both share the node and edge shapes, so only this part differs.
extension GraphDecoder {
    func detectFormat(_ object: JSONObject) -> GraphFileFormat? {
        if let marker = object["format"] {
            if marker == .string(GraphFileFormat.nativeMarker) {
                checkVersion(object["version"])
                return .swiftflow
            }
            if object["nodes"] == nil && object["edges"] == nil {
                error(.notAGraph, "format", "unknown format \(marker.description); expected \"swiftflow\"")
                return nil
            }
        }
        let hasArray = object["nodes"]?.arrayValue != nil || object["edges"]?.arrayValue != nil
        guard hasArray else {
            error(.notAGraph, "", "not a graph: expected `nodes` and `edges` arrays at the top level")
            return nil
        }
        return .reactFlow
    }

    private func checkVersion(_ value: JSONValue?) {
        guard let value else {
            error(.unsupportedVersion, "version", "missing; a swiftflow file must say which version it is")
            return
        }
        guard case .number(let number) = value, let version = number.intValue, version >= 1 else {
            error(.unsupportedVersion, "version", "expected a positive integer, found \(value.description)")
            return
        }
        if version > GraphFileFormat.nativeVersion {
            error(.unsupportedVersion, "version",
                  "version \(version) is newer than this build reads (\(GraphFileFormat.nativeVersion))")
        }
    }
}
