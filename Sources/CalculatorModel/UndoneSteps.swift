/// Steps a brain has undone whose nodes are still in its graph, newest last.
///
/// Undo keeps the nodes instead of removing them, so applying the same step again —
/// redo — puts them back in O(1) instead of rebuilding them (a pasted expression of
/// thousands of characters would be parsed again on every redo). Anything else
/// applied first cuts the graph back and forgets them.
struct UndoneSteps<Entry: Sendable, After: Sendable>: Sendable {
  private struct Undone: Sendable {
    var step: BrainStep
    var entry: Entry
    var after: After
    var nodeCount: Int
  }

  private var undone: [Undone] = []

  /// Records an undone step: its history entry, what followed it, and how many nodes
  /// the graph had before it.
  mutating func record(_ step: BrainStep, entry: Entry, after: After, nodeCount: Int) {
    undone.append(Undone(step: step, entry: entry, after: after, nodeCount: nodeCount))
  }

  /// The entry and what followed, when `step` is the step undone last: applying it
  /// again rebuilds exactly those nodes, which are still there.
  mutating func redo(_ step: BrainStep) -> (entry: Entry, after: After)? {
    guard let last = undone.last, last.step == step else { return nil }
    undone.removeLast()
    return (last.entry, last.after)
  }

  /// Cuts `graph` back to the nodes of the steps not undone and forgets the rest.
  mutating func discard(from graph: inout FormulaGraph) {
    guard let last = undone.last else { return }
    graph.truncate(to: last.nodeCount)
    undone.removeAll()
  }
}
