//! Tools for working with tasks.
//!
//! (Trimmed from futures-util 0.3.21: the re-exports of core's and
//! futures-core's items.)

#[doc(no_inline)]
pub use core::task::{Context, Poll, RawWaker, RawWakerVTable, Waker};

#[cfg(not(futures_no_atomic_cas))]
pub use futures_core::task::__internal::AtomicWaker;
