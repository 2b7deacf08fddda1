public func helper() {}
