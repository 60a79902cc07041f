// The headless stage and its recording sink live in TestStage, shared with the UIKit tests.
@_exported import TestStage
