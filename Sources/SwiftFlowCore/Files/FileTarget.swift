import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions `AtomicFileWriter` asks about the file it replaces: where a path really leads, whether the file's
/// permissions let us write it, and who owns it.
enum FileTarget {
    /// `path` with every symbolic link in its last component followed (relative targets are read from the link's
    /// folder); a link to a file that does not exist yet leads to where that file would be. Throws for a loop.
    static func resolvingSymlinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
            current = (current as NSString).standardizingPath
        }
        throw AtomicFileWriter.Failure(path: path, reason: "too many levels of symbolic links")
    }

    /// Whether the permission bits of `info` let this process write the file: the owner's, group's or others'
    /// write bit, whichever class we are in. The superuser may write anything, so for it a file counts as
    /// read-only only when nobody has a write bit.
    static func permitsWriting(_ info: stat) -> Bool {
        let user = geteuid()
        if user == 0 { return info.st_mode & 0o222 != 0 }
        if info.st_uid == user { return info.st_mode & S_IWUSR != 0 }
        if isMember(of: info.st_gid) { return info.st_mode & S_IWGRP != 0 }
        return info.st_mode & S_IWOTH != 0
    }

    private static func isMember(of group: gid_t) -> Bool {
        if getegid() == group { return true }
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let found = getgroups(count, &groups)
        return groups.prefix(Int(max(0, found))).contains(group)
    }

    /// Why a file owned by someone else is not replaced, naming its owner and group.
    static func ownerMessage(_ info: stat) -> String {
        "the file belongs to \(userName(info.st_uid)) (group \(groupName(info.st_gid))) and saving would make it yours; "
            + "save a copy elsewhere with Save As, or ask its owner"
    }

    private static func userName(_ id: uid_t) -> String {
        guard let entry = getpwuid(id), let name = entry.pointee.pw_name else { return "user \(id)" }
        return String(cString: name)
    }

    private static func groupName(_ id: gid_t) -> String {
        guard let entry = getgrgid(id), let name = entry.pointee.gr_name else { return "\(id)" }
        return String(cString: name)
    }
}
