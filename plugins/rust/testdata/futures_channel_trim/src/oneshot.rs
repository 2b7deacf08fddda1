//! A channel for sending a single message between asynchronous tasks.

use crate::lock::Lock;

/// A future for a value that will be provided by another asynchronous task.
///
/// This is created by the [`channel`](channel) function.
#[must_use = "futures do nothing unless you `.await` or poll them"]
pub struct Receiver<T> {
    inner: Arc<Inner<T>>,
}

/// A means of transmitting a single value to another task.
///
/// This is created by the [`channel`](channel) function.
pub struct Sender<T> {
    inner: Arc<Inner<T>>,
}

/// Creates a new one-shot channel for sending a single value across asynchronous tasks.
pub fn channel<T>() -> (Sender<T>, Receiver<T>) {
    unimplemented!()
}

/// Error returned from a [`Receiver`](Receiver) when the corresponding
/// [`Sender`](Sender) is dropped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Canceled;
