// The Swift Testing toolchain declares cross-import overlays for Apple modules named CoreGraphics
// and UIKit (`_Testing_CoreGraphics`), which do not exist on Linux. A file importing both Testing and
// CoreGraphics fails with "no such module '_Testing_CoreGraphics'", so the module under test is
// imported here, in a file that does not import Testing, and re-exported to the other test files.
@_exported import CoreGraphics
