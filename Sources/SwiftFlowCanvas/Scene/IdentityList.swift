/// Objects (node elements) in no particular order, adding and removing one in constant time: `NodeHitIndex`'s
/// list of elements tried everywhere and each of its cells. Removal swaps the last element into the gap. A short
/// list is searched; a long one (every node of a file, unplaced when first mounted, or thousands stacked in one
/// cell) keeps each element's place: searching it for every removal made mounting n nodes O(n²).
struct IdentityList<Element: AnyObject> {
    /// Up to this many elements a search is cheaper than keeping places.
    static var searchedCount: Int { 32 }

    private(set) var elements: [Element] = []
    /// Each element's index in `elements`, once the list has grown past `searchedCount`.
    private var places: [ObjectIdentifier: Int]?

    var isEmpty: Bool { elements.isEmpty }
    var count: Int { elements.count }

    mutating func append(_ element: Element) {
        places?[ObjectIdentifier(element)] = elements.count
        elements.append(element)
        if places == nil, elements.count > Self.searchedCount {
            places = Dictionary(uniqueKeysWithValues: elements.indices.map { (ObjectIdentifier(elements[$0]), $0) })
        }
    }

    func contains(_ element: Element) -> Bool { index(of: element) != nil }

    /// Removes `element`; whether it was there.
    @discardableResult
    mutating func remove(_ element: Element) -> Bool {
        guard let index = index(of: element) else { return false }
        let last = elements.count - 1
        if index != last {
            elements.swapAt(index, last)
            places?[ObjectIdentifier(elements[index])] = index
        }
        elements.removeLast()
        places?[ObjectIdentifier(element)] = nil
        return true
    }

    private func index(of element: Element) -> Int? {
        if let places { return places[ObjectIdentifier(element)] }
        return elements.firstIndex { $0 === element }
    }
}
