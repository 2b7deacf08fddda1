//! Abstractions for creating [`io::Write`] instances.
use std::io;

/// A writer that is one of two types implementing [`io::Write`].
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum EitherWriter<A, B> {
    /// A writer of type `A`.
    A(A),
    /// A writer of type `B`.
    B(B),
}

/// A writer which may or may not be enabled.
pub type OptionalWriter<T> = EitherWriter<T, std::io::Sink>;

impl<T> OptionalWriter<T> {
    /// Returns a [disabled writer].
    ///
    /// Any bytes written to the returned writer are discarded.
    #[inline]
    pub fn none() -> Self {
        EitherWriter::B(std::io::sink())
    }

    /// Returns an enabled writer of type `T`.
    #[inline]
    pub fn some(t: T) -> Self {
        EitherWriter::A(t)
    }
}
