// CurlTransfer+Callbacks: the C functions libcurl calls with a transfer's data, on the event loop's thread.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    /// libcurl's header callback: hands each header line to the transfer whose pointer is its user data.
    let curlHeaderCallback: curl_write_callback = { data, size, count, user in
        let length = size * count
        guard let user else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
        return transfer.takeHeaderLine(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }

    /// libcurl's progress callback: reports the bytes sent so far to the attempt's upload progress, when they grew.
    let curlProgressCallback: curl_xferinfo_callback = { user, _, _, _, sent in
        guard let user else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
        transfer.reportUpload(Int64(sent))
        return 0
    }

    /// libcurl's write callback: hands each decoded piece of the body to the transfer whose pointer is its user
    /// data. The event loop holds the transfer for as long as libcurl may call this.
    let curlWriteCallback: curl_write_callback = { data, size, count, user in
        guard let user else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
        return transfer.takeBody(UnsafeRawBufferPointer(start: data, count: size * count))
    }

    /// libcurl's read callback: fills the upload buffer from the transfer whose pointer is its user data.
    let curlReadCallback: curl_read_callback = { buffer, size, count, user in
        guard let user, let buffer else { return ccurl_readfunc_abort }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
        return transfer.takeUpload(UnsafeMutableRawBufferPointer(start: buffer, count: size * count))
    }

    /// libcurl's seek callback: rewinds the upload when libcurl sends it again on a fresh connection.
    let curlSeekCallback: curl_seek_callback = { user, offset, origin in
        guard let user, origin == SEEK_SET else { return ccurl_seekfunc_cantseek }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
        return transfer.seekUpload(to: Int64(offset)) ? ccurl_seekfunc_ok : ccurl_seekfunc_cantseek
    }
#endif
