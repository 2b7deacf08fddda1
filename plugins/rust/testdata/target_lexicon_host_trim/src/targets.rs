/// The "architecture" field, which in some cases also specifies a specific
/// subarchitecture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Architecture {
    Unknown,
    X86_64,
}

impl Architecture {
    /// Return the endianness of this architecture.
    pub fn is_unknown(self) -> bool {
        self == Architecture::Unknown
    }
}
