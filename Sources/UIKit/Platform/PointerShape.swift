/// The picture the pointer shows: the system's arrow, or the I-beam over editable text (Text rule 40).
package enum PointerShape: Sendable {
    case arrow, iBeam
}
