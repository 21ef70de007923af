import Foundation
import Testing
@testable import SwiftFlowUI

@Suite struct DamageRegionTests {
    @Test func overlappingRectanglesMergeAndSeparateOnesStaySeparate() {
        var region = DamageRegion()
        region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        region.add(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(region.rects == [CGRect(x: 0, y: 0, width: 15, height: 15)])
        region.add(CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(region.rects.count == 2)
        #expect(region.bounds == CGRect(x: 0, y: 0, width: 110, height: 110))
    }

    /// The two strips of a diagonal pan touch at a corner; their union would be the whole window, so they stay
    /// two rectangles.
    @Test func stripsMeetingAtACornerStaySeparate() {
        var region = DamageRegion()
        region.add(CGRect(x: 0, y: 0, width: 10, height: 500))
        region.add(CGRect(x: 0, y: 0, width: 600, height: 10))
        #expect(region.rects.count == 2)
    }

    @Test func pastTheLimitTheClosestPairMerges() {
        var region = DamageRegion()
        // Four far corners of a 1000-point square, then a fifth rectangle right next to the first.
        for origin in [(0, 0), (990, 0), (0, 990), (990, 990)] {
            region.add(CGRect(x: CGFloat(origin.0), y: CGFloat(origin.1), width: 10, height: 10))
        }
        region.add(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(region.rects.count == DamageRegion.maximumRectCount)
        // The cheapest union is the first square with the new one: (0, 0)–(30, 10).
        #expect(region.rects.contains(CGRect(x: 0, y: 0, width: 30, height: 10)))
        #expect(region.contains(CGRect(x: 990, y: 990, width: 10, height: 10)))
    }

    @Test func emptyAndNullRectanglesAreIgnored() {
        var region = DamageRegion()
        region.add(.null)
        region.add(CGRect(x: 5, y: 5, width: 0, height: 10))
        #expect(region.isEmpty)
        #expect(region.bounds == nil)
    }

    @Test func uncoveredStripsFollowTheDirectionOfTheMove() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        // Content moving right uncovers the left edge; moving up uncovers the bottom.
        #expect(WindowRoot.uncoveredStrips(of: rect, by: CGSize(width: 10, height: 0))
            == [CGRect(x: 0, y: 0, width: 10, height: 50)])
        #expect(WindowRoot.uncoveredStrips(of: rect, by: CGSize(width: 0, height: -5))
            == [CGRect(x: 0, y: 45, width: 100, height: 5)])
        #expect(WindowRoot.uncoveredStrips(of: rect, by: CGSize(width: -3, height: 4))
            == [CGRect(x: 97, y: 0, width: 3, height: 50), CGRect(x: 0, y: 0, width: 100, height: 4)])
    }
}
