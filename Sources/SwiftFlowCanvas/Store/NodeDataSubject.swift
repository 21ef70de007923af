import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The subject behind `SwiftFlowStore.nodeDataPublisher(id:)` and how many subscriptions use it.
final class NodeDataSubject<NodeData> {
    let subject = PassthroughSubject<NodeData, Never>()
    var subscribers = 0
}
