import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

@MainActor
@Suite struct LayoutTests {
    @Test func hstackPlacesFixedChildrenWithSpacingAndCentresThem() {
        let root = WindowRoot.make {
            HStack(spacing: 10) {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 40)
            }
        }
        let shapes = root.elements(of: ShapeElement.self)
        // Stack is 50 + 10 + 30 = 90 wide, 40 high, centred in 200 × 100 at (55, 30).
        #expect(shapes.map(\.frame) == [
            CGRect(x: 55, y: 40, width: 50, height: 20),
            CGRect(x: 115, y: 30, width: 30, height: 40),
        ])
    }

    @Test func spacerTakesTheRemainingWidth() {
        let root = WindowRoot.make {
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Spacer()
                Color.blue.frame(width: 30)
            }
        }
        let shapes = root.elements(of: ShapeElement.self)
        let spacer = root.elements(of: SpacerElement.self)
        #expect(shapes.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 50, height: 100),
            CGRect(x: 170, y: 0, width: 30, height: 100),
        ])
        #expect(spacer.first?.frame.width == 120)
        #expect(spacer.first?.frame.minX == 50)
    }

    /// 200 points for a child of 20…150 beside a spacer: the child takes its 150 and the spacer the 50 left, as in
    /// SwiftUI (text before a spacer stays on one line while it fits). Sharing equally, the child got 100.
    @Test func aSpacerTakesWhatTheOthersLeave() {
        let root = WindowRoot.make(width: 200) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20, maxWidth: 150)
                Spacer()
            }
        }
        #expect(root.elements(of: ShapeElement.self).map(\.frame.width) == [150])
        #expect(root.elements(of: SpacerElement.self).map(\.frame.width) == [50])
    }

    /// 70 points for a child of 20…200 and one of 20…60 with priority 1: SwiftUI sets the first's smallest 20
    /// aside and offers the second the other 50, which it takes; the first gets the 20 left. Without the
    /// priority the less flexible second child goes first but gets only half: 35 and 35.
    @Test func layoutPriorityGetsWhatIsLeftAfterTheOthersMinimums() {
        func widths(priority: Double) -> [CGFloat] {
            let root = WindowRoot.make(width: 70) {
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 20, maxWidth: 200)
                    Color.blue.frame(minWidth: 20, maxWidth: 60).layoutPriority(priority)
                }
            }
            return root.elements(of: ShapeElement.self).map(\.frame.width)
        }
        #expect(widths(priority: 1) == [20, 50])
        #expect(widths(priority: 0) == [35, 35])
    }

    @Test func vstackUsesDefaultSpacingAndCentreAlignment() {
        // Body font 13: "Hello" is 5 × 7.8 = 39 wide, lines are 13 high; "Hi" is 15.6, rounded up to 16.
        let root = WindowRoot.make {
            VStack {
                Text("Hello")
                Text("Hi")
            }
        }
        let texts = root.elements(of: TextElement.self)
        #expect(texts.map(\.frame) == [
            CGRect(x: 80.5, y: 33, width: 39, height: 13),
            CGRect(x: 92, y: 54, width: 16, height: 13),
        ])
    }

    @Test func vstackLeadingAlignment() {
        let root = WindowRoot.make {
            VStack(alignment: .leading, spacing: 4) {
                Text("Hello")
                Text("Hi")
            }
        }
        let texts = root.elements(of: TextElement.self)
        // 39 × (13 + 4 + 13 = 30) centred: origin (80.5, 35).
        #expect(texts.map(\.frame.origin) == [CGPoint(x: 80.5, y: 35), CGPoint(x: 80.5, y: 52)])
    }

    @Test func paddingAddsInsetsAroundContent() {
        let root = WindowRoot.make { Text("Hello").padding(12) }
        let padding = root.elements(of: PaddingElement.self)
        #expect(padding.first?.frame == CGRect(x: 68.5, y: 31.5, width: 63, height: 37))
        #expect(root.elements(of: TextElement.self).first?.frame == CGRect(x: 80.5, y: 43.5, width: 39, height: 13))
    }

    @Test func edgePaddingOnlyOnChosenEdges() {
        let root = WindowRoot.make { Text("Hi").padding(.leading, 10) }
        // 26 × 13 centred: (87, 43.5); the text sits 10 points in.
        #expect(root.elements(of: TextElement.self).first?.frame == CGRect(x: 97, y: 43.5, width: 16, height: 13))
    }

    @Test func fixedFrameAlignsContent() {
        let root = WindowRoot.make { Text("Hi").frame(width: 100, height: 50, alignment: .topLeading) }
        #expect(root.elements(of: FixedFrameElement.self).first?.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        #expect(root.elements(of: TextElement.self).first?.frame == CGRect(x: 50, y: 25, width: 16, height: 13))
    }

    @Test func flexibleFrameWithInfiniteMaxWidthFillsTheProposal() {
        let root = WindowRoot.make { Text("Hi").frame(maxWidth: .infinity, alignment: .leading) }
        #expect(root.elements(of: FlexibleFrameElement.self).first?.frame
            == CGRect(x: 0, y: 43.5, width: 200, height: 13))
        #expect(root.elements(of: TextElement.self).first?.frame == CGRect(x: 0, y: 43.5, width: 16, height: 13))
    }

    @Test func flexibleFrameMinimumWidthGrowsSmallContent() {
        let root = WindowRoot.make { Text("Hi").frame(minWidth: 60) }
        // Width max(60, min(16, 200)) = 60, centred at x 70; the text is centred inside.
        #expect(root.elements(of: FlexibleFrameElement.self).first?.frame
            == CGRect(x: 70, y: 43.5, width: 60, height: 13))
        #expect(root.elements(of: TextElement.self).first?.frame.minX == 92)
    }

    @Test func textWrapsAtWordsWhenNarrow() {
        let root = WindowRoot.make { Text("Hello world").frame(width: 50) }
        let text = root.elements(of: TextElement.self)[0]
        #expect(text.frame.size == CGSize(width: 39, height: 26))
        #expect(root.renderAll().texts == ["Hello", "world"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let root = WindowRoot.make { Text("ab /abcdefghijklmn").frame(width: 50) }
        // 7.8 points a character: 6 fit in 50 (46.8), so the 15-character word goes 6 + 6 + 3 after "ab".
        #expect(root.renderAll().texts == ["ab", "/abcde", "fghijk", "lmn"])
    }

    @Test func singleLineTextTruncatesWithEllipsis() {
        let root = WindowRoot.make { Text("Hello world").lineLimit(1).frame(width: 50) }
        // (k + 1) × 7.8 ≤ 50 keeps 5 characters and the ellipsis: 46.8, rounded up to 47.
        #expect(root.renderAll().texts == ["Hello…"])
        #expect(root.elements(of: TextElement.self)[0].frame.width == 47)
    }

    @Test func flexibleChildrenShareStackSpaceLeastFlexibleFirst() {
        let root = WindowRoot.make {
            HStack(spacing: 0) {
                Color.red
                Text("Hello")
                Color.blue
            }
        }
        // Text (39, least flexible) goes first; the two colours share 161: 80.5 each.
        let shapes = root.elements(of: ShapeElement.self)
        #expect(shapes.map(\.frame.width) == [80.5, 80.5])
        #expect(root.elements(of: TextElement.self)[0].frame.minX == 80.5)
    }

    @Test func zstackAlignsChildren() {
        let root = WindowRoot.make {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 100, height: 60)
                Color.blue.frame(width: 20, height: 10)
            }
        }
        let shapes = root.elements(of: ShapeElement.self)
        #expect(shapes[1].frame == CGRect(x: 130, y: 70, width: 20, height: 10))
    }

    @Test func positionCentresContentOnThePoint() {
        let root = WindowRoot.make(width: 400, height: 300) {
            Text("Annotation")
                .font(.caption)
                .padding(4)
                .background(.yellow.opacity(0.8))
                .cornerRadius(4)
                .position(x: 100, y: 200)
        }
        // Caption is 10 points: "Annotation" is 10 × 6 = 60 wide, 10 high; padded: 68 × 18.
        let padding = root.elements(of: PaddingElement.self)[0]
        #expect(padding.frame == CGRect(x: 66, y: 191, width: 68, height: 18))
        let context = root.renderAll()
        #expect(context.operations.contains(.fill(CGRect(x: 66, y: 191, width: 68, height: 18),
                                                  Color.yellow.opacity(0.8))))
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let root = WindowRoot.make {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).offset(x: 5, y: 7)
                Color.blue.frame(width: 20, height: 20)
            }
        }
        let shapes = root.elements(of: ShapeElement.self)
        #expect(shapes[0].frame == CGRect(x: 85, y: 47, width: 20, height: 20))
        #expect(shapes[1].frame == CGRect(x: 100, y: 40, width: 20, height: 20))
    }

    @Test func dividerSpansTheStackCrossAxis() {
        let root = WindowRoot.make {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Divider()
                Color.blue.frame(width: 60, height: 10)
            }
        }
        // The VStack offers 200: the divider takes it all; the stack is 21 high, so it starts at 39.5.
        #expect(root.elements(of: DividerElement.self)[0].frame == CGRect(x: 0, y: 49.5, width: 200, height: 1))
    }
}

@MainActor
@Suite struct BadInputLayoutTests {
    @Test func nonFiniteLayoutInputsAreIgnored() {
        let root = WindowRoot.make {
            Text("Hi")
                .padding(.nan)
                .frame(width: .nan, height: .infinity)
                .offset(x: .nan)
        }
        // NaN padding becomes 0, NaN and infinite fixed sizes are dropped: the text is laid out as alone.
        #expect(root.elements(of: TextElement.self)[0].frame == CGRect(x: 92, y: 43.5, width: 16, height: 13))
    }
}

@MainActor
@Suite struct StackSharingTests {
    @Test func textTruncatesToTheSpaceLeftByAFixedSibling() {
        let root = WindowRoot.make {
            HStack {
                Text("Hello world long").lineLimit(1)
                Color.red.frame(width: 150, height: 10)
            }
        }
        // 200 − 8 spacing − 150 leaves 42 for the text: (k + 1) × 7.8 ≤ 42 keeps "Hell…" (39).
        #expect(root.renderAll().texts == ["Hell…"])
        #expect(root.elements(of: TextElement.self)[0].frame == CGRect(x: 1.5, y: 43.5, width: 39, height: 13))
    }
}
