import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The user's home folder, for the file dialogs' Home button, `~` in paths and the state folder.
///
/// `$HOME` when it is an absolute path to an existing folder; otherwise the folder the password database
/// gives this user (`getpwuid(getuid())`, what a login sets HOME from); otherwise `/`. A HOME that names
/// no folder (unset, relative, stale) is passed over rather than trusted, so Home always lists a folder.
enum HomeFolder {
    static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment,
                        accountHome: () -> String? = HomeFolder.accountHome,
                        isFolder: (String) -> Bool = HomeFolder.isFolder) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/"), isFolder(home) {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        if let home = accountHome(), home.hasPrefix("/"), isFolder(home) {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return URL(fileURLWithPath: "/", isDirectory: true)
    }

    /// This user's home folder from the password database (`pw_dir`), if it has an entry.
    static func accountHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let path = String(cString: directory)
        return path.isEmpty ? nil : path
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
