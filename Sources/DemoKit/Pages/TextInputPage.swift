import UIKit

/// The text input page: four fields, one of each border style — a name with a clear button, a
/// secure password, a search field with a left view, a line-bordered note — and a text view, with a
/// log of every delegate call and editing event they send ("name: shouldChange {0, 0} \"a\""),
/// newest last, shown under them and kept in `log` for tests.
final class TextInputPage: UIView, UITextFieldDelegate, UITextViewDelegate {
    /// Every call and event, in order.
    private(set) var log: [String] = []
    /// The fields, top to bottom.
    let nameField = UITextField()
    let passwordField = UITextField()
    let searchField = UITextField()
    let noteField = UITextField()
    /// A scrolling, multi-line text under the fields.
    let textView = UITextView()
    private let logLabel = UILabel()
    /// Each field's name in the log.
    private var names: [ObjectIdentifier: String] = [:]

    /// How many log lines the page shows.
    static let shownLines = 14

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.94, alpha: 1)
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: frame.width - 40, height: 30))
        title.text = "Text input: click a field and type"
        title.font = .boldSystemFont(ofSize: 18)
        addSubview(title)

        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Name"
        nameField.clearButtonMode = .whileEditing
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        searchField.borderStyle = .bezel
        searchField.placeholder = "Search"
        let glass = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        glass.text = "⌕"
        glass.textAlignment = .center
        searchField.leftView = glass
        searchField.leftViewMode = .always
        searchField.backgroundColor = .white
        noteField.borderStyle = .line
        noteField.placeholder = "A note (Return ends editing)"
        noteField.backgroundColor = .white
        let fields = [(nameField, "name"), (passwordField, "password"), (searchField, "search"), (noteField, "note")]
        for (index, (field, name)) in fields.enumerated() {
            field.frame = CGRect(x: 20, y: 56 + CGFloat(index) * 48, width: min(360, frame.width - 40), height: 34)
            field.delegate = self
            names[ObjectIdentifier(field)] = name
            follow(field)
            addSubview(field)
        }
        textView.frame = CGRect(x: 20, y: 56 + 4 * 48, width: min(360, frame.width - 40), height: 96)
        textView.text = "A text view: Return starts a new line,\nand it scrolls to keep the caret in view."
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.lightGray.cgColor
        textView.delegate = self
        addSubview(textView)
        let logTop: CGFloat = 56 + 4 * 48 + 96 + 8
        logLabel.frame = CGRect(x: 20, y: logTop, width: frame.width - 40, height: max(0, frame.height - logTop - 8))
        logLabel.numberOfLines = 0
        logLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        logLabel.textColor = .darkGray
        addSubview(logLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Logs `field`'s editing events.
    private func follow(_ field: UITextField) {
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, line) in events {
            field.addAction(UIAction { [weak self, weak field] _ in
                guard let self, let field else { return }
                self.note(field, line + (event == .editingChanged ? " \(field.isSecureTextEntry ? "(hidden)" : (field.text ?? "").debugDescription)" : ""))
            }, for: event)
        }
    }

    private func name(of view: UIView) -> String { names[ObjectIdentifier(view)] ?? "text view" }

    /// Adds a line to the log and shows the newest lines.
    private func note(_ view: UIView, _ line: String) {
        log.append("\(name(of: view)): \(line)")
        logLabel.text = log.suffix(Self.shownLines).joined(separator: "\n")
    }

    /// Logs a delegate question, and says yes.
    private func allow(_ view: UIView, _ line: String) -> Bool {
        note(view, line)
        return true
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allow(textField, "shouldBeginEditing") }
    func textFieldDidBeginEditing(_ textField: UITextField) { note(textField, "didBeginEditing") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allow(textField, "shouldEndEditing") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { note(textField, "didEndEditing") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        allow(textField, "shouldChange {\(range.location), \(range.length)} \(textField.isSecureTextEntry ? "•" : string.debugDescription)")
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { allow(textField, "shouldClear") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        note(textField, "shouldReturn")
        textField.resignFirstResponder()
        return true
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { allow(textView, "shouldBeginEditing") }
    func textViewDidBeginEditing(_ textView: UITextView) { note(textView, "didBeginEditing") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { allow(textView, "shouldEndEditing") }
    func textViewDidEndEditing(_ textView: UITextView) { note(textView, "didEndEditing") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        allow(textView, "shouldChange {\(range.location), \(range.length)} \(text.debugDescription)")
    }
    func textViewDidChange(_ textView: UITextView) { note(textView, "didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        let range = textView.selectedRange
        note(textView, "didChangeSelection {\(range.location), \(range.length)}")
    }
}
