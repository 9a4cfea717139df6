// CurlTransfer+Metrics: what libcurl measured of an exchange, as the TransferMetrics of its response.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlTransfer {
        /// What libcurl measured of the exchange on `handle`, read once it is over; `nil` when this libcurl cannot
        /// say how long it took.
        ///
        /// libcurl times every step from the exchange's start; on a connection already open it still reports a
        /// lookup and a connection of a few microseconds, which are left out so those phases are zero as documented.
        static func metrics(of handle: UnsafeMutableRawPointer) -> TransferMetrics? {
            guard let finished = moment(CURLINFO_TOTAL_TIME_T, of: handle) else { return nil }
            var newConnections = 0
            let isReused =
                ccurl_easy_getinfo_long(handle, CURLINFO_NUM_CONNECTS, &newConnections) == CURLE_OK
                && newConnections == 0
            return TransferMetrics(
                nameResolved: isReused ? nil : moment(CURLINFO_NAMELOOKUP_TIME_T, of: handle),
                connected: isReused ? nil : moment(CURLINFO_CONNECT_TIME_T, of: handle),
                secured: isReused ? nil : moment(CURLINFO_APPCONNECT_TIME_T, of: handle),
                firstByte: moment(CURLINFO_STARTTRANSFER_TIME_T, of: handle), finished: finished,
                isReusedConnection: isReused, httpVersion: httpVersion(of: handle),
                remoteAddress: remoteAddress(of: handle), remotePort: remotePort(of: handle))
        }

        /// A moment libcurl reports in microseconds since the exchange's start.
        private static func moment(_ info: CURLINFO, of handle: UnsafeMutableRawPointer) -> Duration? {
            var microseconds: curl_off_t = 0
            guard ccurl_easy_getinfo_off_t(handle, info, &microseconds) == CURLE_OK else { return nil }
            return .microseconds(microseconds)
        }

        private static func httpVersion(of handle: UnsafeMutableRawPointer) -> String? {
            var version = 0
            guard ccurl_easy_getinfo_long(handle, CURLINFO_HTTP_VERSION, &version) == CURLE_OK else { return nil }
            switch version {
            case CURL_HTTP_VERSION_1_0: return "HTTP/1.0"
            case CURL_HTTP_VERSION_1_1: return "HTTP/1.1"
            case CURL_HTTP_VERSION_2_0: return "HTTP/2"
            case CURL_HTTP_VERSION_3: return "HTTP/3"
            default: return nil
            }
        }

        private static func remoteAddress(of handle: UnsafeMutableRawPointer) -> String? {
            var address: UnsafeMutablePointer<CChar>?
            guard ccurl_easy_getinfo_string(handle, CURLINFO_PRIMARY_IP, &address) == CURLE_OK, let address,
                address.pointee != 0
            else { return nil }
            return String(cString: address)
        }

        private static func remotePort(of handle: UnsafeMutableRawPointer) -> Int? {
            var port = 0
            guard ccurl_easy_getinfo_long(handle, CURLINFO_PRIMARY_PORT, &port) == CURLE_OK, port > 0 else {
                return nil
            }
            return port
        }
    }
#endif
