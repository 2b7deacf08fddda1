//! A blazingly fast multi-producer, multi-consumer channel (flume 0.10.14, trimmed).

#[cfg(feature = "async")]
pub mod r#async;

/// A transmitting end of a channel.
pub struct Sender<T> {
    shared: T,
}

impl<T> Sender<T> {
    /// Returns true if all receivers for this channel have been dropped.
    pub fn is_disconnected(&self) -> bool {
        false
    }
}
