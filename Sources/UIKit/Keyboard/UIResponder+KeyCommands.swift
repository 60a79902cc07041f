extension UIResponder {
    /// Performs the key command for `key` (Input rule 28): the first command, among those of this
    /// responder and the ones up the chain, that matches it and whose action a responder from here
    /// up handles. A command matching exactly anywhere wins over one Ctrl stands in ⌘ for.
    /// Returns whether one was performed (the key is then consumed).
    func performKeyCommand(for key: UIKey) -> Bool {
        for exactly in [true, false] {
            var responder: UIResponder? = self
            while let current = responder {
                for command in current.keyCommands ?? [] where command.matches(key, exactly: exactly) {
                    if command.perform(from: self) { return true }
                }
                responder = current.next
            }
        }
        return false
    }
}
