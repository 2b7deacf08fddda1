public func testOnly() {}
