import UIKit

// A notes editor as apps write it: a text view subclass made through UIKit's designated
// initializer, its controller the delegate, counting the words as they are typed and keeping the
// note under a length.

/// A text view with the app's font and margins.
final class NoteTextView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        font = .systemFont(ofSize: 15)
        textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A note of at most 200 characters, and its word count.
final class NotesViewController: UIViewController, UITextViewDelegate {
    let noteView = NoteTextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    private(set) var wordCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        noteView.delegate = self
        view.addSubview(noteView)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = (textView.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: text).count <= 200
    }

    func textViewDidChange(_ textView: UITextView) {
        wordCount = textView.text.split(whereSeparator: \.isWhitespace).count
    }
}
