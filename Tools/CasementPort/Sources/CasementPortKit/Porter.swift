import SwiftParser
import SwiftSyntax

/// Ports a set of Swift files together: a rewrite in one may rest on a declaration in another
/// (a method's parameters, a subclass of the app delegate).
public enum Porter {
    /// One file to port: its path (for the report) and text.
    public struct Source: Sendable {
        public let path: String
        public let text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    public static func port(_ sources: [Source], options: PortOptions = PortOptions()) -> [PortedFile] {
        let trees = sources.map { Parser.parse(source: $0.text) }
        let index = ProjectIndex(trees: trees.filter { !$0.hasError })
        return zip(sources, trees).map { source, tree in
            if let failure = ParseFailure(tree, path: source.path) {
                return PortedFile(path: source.path, original: source.text, ported: source.text, notes: [],
                                  parseFailure: failure.description)
            }
            let context = PortContext(path: source.path, tree: tree, index: index, options: options)
            for pass in passes(context) { pass.walk(tree) }
            return PortedFile(path: source.path, original: source.text,
                              ported: SourceEdit.apply(context.edits, to: source.text),
                              notes: context.notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, parseFailure: nil)
        }
    }

    /// The rewrites in the order they must run: those of small expressions first, so a rewrite
    /// replacing a whole call puts its arguments back rewritten (`PortContext.text(of:)`); the
    /// selector rewrites mark the selectors they take before the left-over ones are reported, and
    /// those (and key-value observing) decide which `@objc` markers stay.
    private static func passes(_ context: PortContext) -> [PortPass] {
        [
            KeyPathRewriter(context: context),
            ObjCProtocolRewriter(context: context),
            TargetActionRewriter(context: context),
            NotificationObserverRewriter(context: context),
            ObserverRemovalRewriter(context: context),
            TimerRewriter(context: context),
            DisplayLinkRewriter(context: context),
            DelayedPerformRewriter(context: context),
            LeftoverSelectorReporter(context: context),
            KeyValueObservingReporter(context: context),
            ObjCAttributeRewriter(context: context),
            AppDelegateRewriter(context: context),
            ObjCImportRewriter(context: context),
            PlatformConditionRewriter(context: context),
        ]
    }
}
