/*!
Ogg container decoder and encoder
*/

pub mod reading;
pub mod writing;

pub use crate::writing::PacketWriter;
