/// Hands out registers, reusing one once the last instruction that reads it has run.
struct RegisterAllocator {
  private var uses: [Int]
  private var registerOf: [Int: Int] = [:]
  private var free: [Int] = []
  /// How many registers are in use at most, the variable's included.
  private(set) var count = 1

  init(uses: [Int]) {
    self.uses = uses
  }

  /// A register for node `index`'s value.
  mutating func allocate(for index: Int) -> Int {
    let register = free.popLast() ?? count
    count = max(count, register + 1)
    registerOf[index] = register
    return register
  }

  /// Records one read of node `index`; frees its register after the last.
  mutating func release(_ index: Int) {
    uses[index] -= 1
    guard uses[index] == 0, let register = registerOf.removeValue(forKey: index) else { return }
    free.append(register)
  }
}
