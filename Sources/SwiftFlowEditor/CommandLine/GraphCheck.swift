import Foundation
import SwiftFlow

/// `swiftflow check FILE…`: reads each file as the editor opens it (native or React Flow, also inside an app's
/// wrapper) and lists every diagnostic, errors and warnings, with its JSON path from the file's root.
///
/// The exit status suits a CI pipeline: 0 when every file is clean, 1 when there are only warnings, 2 when any
/// file has an error (it cannot be read, is not JSON, or does not load).
enum GraphCheck {
    /// One file's findings.
    struct FileReport: Equatable {
        let path: String
        let diagnostics: [GraphDiagnostic]

        var hasErrors: Bool { diagnostics.contains(where: \.isError) }
    }

    /// Reads every file; returns what to print and the exit status.
    static func run(paths: [String], json: Bool) -> (output: String, status: Int32) {
        let reports = paths.map(report(forFile:))
        return (json ? jsonText(reports) : text(reports), status(of: reports))
    }

    /// 0 clean, 1 only warnings, 2 any error.
    static func status(of reports: [FileReport]) -> Int32 {
        if reports.contains(where: \.hasErrors) { return 2 }
        return reports.contains { !$0.diagnostics.isEmpty } ? 1 : 0
    }

    static func report(forFile path: String) -> FileReport {
        let url = URL(fileURLWithPath: path)
        do {
            let file = try EditorFile.open(url)
            return FileReport(path: path, diagnostics: located(file.warnings, under: file.flowPath))
        } catch let error as GraphFileError {
            return FileReport(path: path, diagnostics: located(error.diagnostics, under: flowPath(of: url, for: error)))
        } catch {
            let diagnostic = GraphDiagnostic(severity: .error, code: .io, path: "",
                                             message: "cannot read \(path): \(error.localizedDescription)")
            return FileReport(path: path, diagnostics: [diagnostic])
        }
    }

    /// Where the flow sits in a file that failed to load: only a graph's own errors need it (a file that is not
    /// JSON, or that holds no flow, has no wrapper), so the file is read again only then.
    private static func flowPath(of url: URL, for error: GraphFileError) -> [String] {
        let located = error.diagnostics.contains { ![.io, .malformedJSON, .notAGraph].contains($0.code) }
        guard located, let root = try? GraphDocument.parseJSON(GraphDocument.readFile(url)) else {
            return []
        }
        return EditorFile.flowPath(in: root) ?? []
    }

    /// The diagnostics with paths from the file's root (`dsl.graph.nodes[0].id` in a wrapped flow).
    static func located(_ diagnostics: [GraphDiagnostic], under flowPath: [String]) -> [GraphDiagnostic] {
        guard !flowPath.isEmpty else { return diagnostics }
        let prefix = flowPath.joined(separator: ".")
        return diagnostics.map { diagnostic in
            guard diagnostic.line == nil else { return diagnostic }
            var moved = diagnostic
            moved.path = diagnostic.path.isEmpty ? prefix : prefix + "." + diagnostic.path
            return moved
        }
    }

    // MARK: - Output

    /// One line per diagnostic, `FILE: severity: path: message` (`FILE:LINE:COLUMN: …` for JSON syntax errors),
    /// or `FILE: ok`; then a count when there are several files or any problem.
    static func text(_ reports: [FileReport]) -> String {
        var lines: [String] = []
        for report in reports {
            if report.diagnostics.isEmpty {
                lines.append(EditorStrings.text("cli.checkClean", .string(report.path)))
            }
            for diagnostic in report.diagnostics {
                let severity = EditorStrings.text(diagnostic.isError ? "cli.severityError" : "cli.severityWarning")
                if let line = diagnostic.line, let column = diagnostic.column {
                    // A limit hit inside the text (nesting, a long string) also knows the JSON path it was on.
                    let place = diagnostic.path.isEmpty ? "" : " (at \(JSONPathText.abbreviated(diagnostic.path)))"
                    lines.append("\(report.path):\(line):\(column): \(severity): \(diagnostic.shownMessage)\(place)")
                } else if diagnostic.path.isEmpty {
                    lines.append("\(report.path): \(severity): \(diagnostic.shownMessage)")
                } else {
                    lines.append("\(report.path): \(severity): \(JSONPathText.abbreviated(diagnostic.path)): \(diagnostic.shownMessage)")
                }
            }
        }
        let all = reports.flatMap(\.diagnostics)
        if reports.count > 1 || !all.isEmpty {
            let errors = all.filter(\.isError).count
            lines.append(EditorStrings.text("cli.checkSummary", .int(reports.count), .int(errors),
                                            .int(all.count - errors)))
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON document: `{"files": [{"path", "diagnostics": [{"severity", "code", "path", "message", "line"?,
    /// "column"?}]}], "errors": n, "warnings": n}`.
    static func jsonText(_ reports: [FileReport]) -> String {
        let files = reports.map { report -> JSONValue in
            let diagnostics = report.diagnostics.map { diagnostic -> JSONValue in
                var object: JSONObject = [
                    "severity": .string(diagnostic.severity.rawValue),
                    "code": .string(diagnostic.code.rawValue),
                    "path": .string(diagnostic.path),
                    "message": .string(diagnostic.message),
                ]
                if let line = diagnostic.line { object["line"] = .number(JSONNumber(line)) }
                if let column = diagnostic.column { object["column"] = .number(JSONNumber(column)) }
                return .object(object)
            }
            return .object(["path": .string(report.path), "diagnostics": .array(diagnostics)])
        }
        let all = reports.flatMap(\.diagnostics)
        let errors = all.filter(\.isError).count
        let document: JSONObject = [
            "files": .array(files),
            "errors": .number(JSONNumber(errors)),
            "warnings": .number(JSONNumber(all.count - errors)),
        ]
        return JSONValue.object(document).serializedString(.pretty)
    }
}
