import Foundation

/// One stored field of every element of a list, read as a column of the list's storage: in the store's generic
/// code, reading `list[i].field` copies the whole element through its value witnesses (a generic metadata
/// lookup and a retain of every reference field), which costs far more than the field.
enum ElementColumn {
    /// `field` of each element, in list order; reads through the key path one by one when the field has no
    /// fixed place (a computed property).
    static func ints<Item>(of list: [Item], _ field: KeyPath<Item, Int>) -> [Int] {
        guard let offset = MemoryLayout<Item>.offset(of: field) else { return list.map { $0[keyPath: field] } }
        let stride = MemoryLayout<Item>.stride
        return list.withUnsafeBytes { bytes in
            [Int](unsafeUninitializedCapacity: list.count) { result, initialized in
                for index in 0..<list.count {
                    result[index] = bytes.loadUnaligned(fromByteOffset: index * stride + offset, as: Int.self)
                }
                initialized = list.count
            }
        }
    }

    /// The `id` of each element whose `flag` is set, as a set sized once for them.
    static func ids<Item>(of list: [Item], where flag: KeyPath<Item, Bool>, id: KeyPath<Item, String>) -> Set<String> {
        guard let flagOffset = MemoryLayout<Item>.offset(of: flag), let idOffset = MemoryLayout<Item>.offset(of: id)
        else { return Set(list.lazy.filter { $0[keyPath: flag] }.map { $0[keyPath: id] }) }
        let stride = MemoryLayout<Item>.stride
        return list.withUnsafeBytes { bytes in
            var count = 0
            for index in 0..<list.count where bytes.load(fromByteOffset: index * stride + flagOffset, as: Bool.self) {
                count += 1
            }
            var result = Set<String>(minimumCapacity: count)
            for index in 0..<list.count where bytes.load(fromByteOffset: index * stride + flagOffset, as: Bool.self) {
                result.insert(bytes.load(fromByteOffset: index * stride + idOffset, as: String.self))
            }
            return result
        }
    }
}
