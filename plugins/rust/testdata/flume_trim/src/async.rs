//! Futures and other types that allow asynchronous interaction with channels.

use crate::*;

impl<T> Sender<T> {
    /// Use this channel as an asynchronous item sink.
    pub fn sink(&self) -> SendSink<'_, T> {
        unimplemented!()
    }
}

/// A future that sends a value into a channel.
pub struct SendFut<'a, T: Unpin> {
    sender: &'a Sender<T>,
}

impl<'a, T: Unpin> SendFut<'a, T> {
    /// See [`Sender::is_disconnected`].
    pub fn is_disconnected(&self) -> bool {
        self.sender.is_disconnected()
    }
}

/// A sink that allows sending values into a channel.
pub struct SendSink<'a, T>(SendFut<'a, T>);
