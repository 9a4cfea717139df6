// HTTPHeaders+Validity: which fields a request can carry on the wire (RFC 9110 §5.1, §5.5).
import Foundation

extension HTTPHeaders {
    /// Why these fields cannot go out in a request, or `nil` when every one can.
    ///
    /// A name must be a token: letters, digits and a few symbols (RFC 9110 §5.6.2). A value must have no control
    /// character but the tab: a line break would end the field and start another (header injection). The reason
    /// names the field only when its name is valid, and never quotes a value, which may be a secret.
    var invalidityReason: String? {
        for field in self {
            guard !field.name.isEmpty, field.name.utf8.allSatisfy(Self.isTokenByte) else {
                return "a header name may have only letters, digits and !#$%&'*+-.^_`|~"
            }
            guard field.value.utf8.allSatisfy(Self.isValueByte) else {
                return "the value of the header \(field.name) has a line break or another control character"
            }
        }
        return nil
    }

    /// The symbols a field name may have besides letters and digits (RFC 9110 §5.6.2).
    private static let tokenSymbols = Set("!#$%&'*+-.^_`|~".utf8)

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: tokenSymbols.contains(byte)
        }
    }

    /// Visible characters, space, tab and any byte of a UTF-8 sequence (obs-text); no other control character.
    private static func isValueByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 ? byte != 0x7F : byte == UInt8(ascii: "\t")
    }
}
