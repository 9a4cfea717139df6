// ExitStatus: the process exit status for each way a command can end — HTTPie's, with curl's for the network's.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The exit statuses restchain ends with: HTTPie's (2 timeout, 3/4/5 for a 3xx/4xx/5xx answer, 6 too many
/// redirects), with curl's numbers for failures HTTPie lumps together as 1 (7 connect, 35 TLS, 58 the client
/// certificate, 60 the server's) and 8 for a name that does not resolve (curl's 6 is HTTPie's too many redirects).
enum ExitStatus {
    /// The command did what was asked.
    static let success: Int32 = 0
    /// Anything else went wrong: a body that did not decode, a file that cannot be read…
    static let failure: Int32 = 1
    /// The command line could not be understood (argparse's, so HTTPie's).
    static let usage: Int32 = 2
    /// A request timed out (`--timeout` or `--idle-timeout`): HTTPie's, the same as a usage error.
    static let timedOut: Int32 = 2
    /// More redirects than `--max-redirects`: HTTPie's.
    static let tooManyRedirects: Int32 = 6
    /// The connection was refused or could not be made: curl's.
    static let cannotConnect: Int32 = 7
    /// The host name does not resolve: curl's 6 is HTTPie's too many redirects, so the next free number.
    static let cannotResolve: Int32 = 8
    /// The client certificate (`--cert`) could not be read or used: curl's "problem with the local certificate".
    static let unusableClientCertificate: Int32 = 58
    /// The TLS handshake failed (a plain-HTTP port, no common protocol): curl's.
    static let tlsFailed: Int32 = 35
    /// The server's certificate (or pinned key) was not trusted: curl's.
    static let untrustedCertificate: Int32 = 60
    /// Interrupted with Ctrl-C (128 + SIGINT).
    static let interrupted: Int32 = 130

    /// The exit status for `error`, as the table in ``HTTPOptions/printing`` lists them.
    static func of(_ error: RESTError) -> Int32 {
        switch error {
        case .httpStatus(let failure) where (300..<600).contains(failure.statusCode):
            Int32(failure.statusCode / 100)
        case .transport(let failure):
            of(failure.code)
        case .cancelled:
            interrupted
        default:
            failure
        }
    }

    /// The exit status for a transport failure with `code`.
    static func of(_ code: URLError.Code) -> Int32 {
        switch code {
        case .timedOut: timedOut
        case .httpTooManyRedirects: tooManyRedirects
        case .cannotConnectToHost: cannotConnect
        case .cannotFindHost, .dnsLookupFailed: cannotResolve
        case .secureConnectionFailed: tlsFailed
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            untrustedCertificate
        case .clientCertificateRejected, .clientCertificateRequired: unusableClientCertificate
        default: failure
        }
    }

    /// The table `--help` and the documentation print.
    static let table = """
        Exit status: 0 done; 1 any other failure; 2 a usage error or a timeout; 3, 4, 5 a 3xx, 4xx, 5xx answer
        (printed all the same; --no-check-status gives 0); 6 too many redirects; 7 no connection; 8 no such host;
        35 the TLS handshake failed; 58 the client certificate (--cert) cannot be read or used; 60 the server's
        certificate or pinned key was refused; 130 Ctrl-C.
        """
}
