use std::collections::HashMap;
use std::io;

/**
Writer for packets into an Ogg stream.
*/
pub struct PacketWriter<'writer, T :io::Write> {
	wtr :T,

	page_vals :HashMap<u32, &'writer [u8]>,
}

impl <'writer, T :io::Write> PacketWriter<'writer, T> {
	pub fn new(wtr :T) -> Self {
		return PacketWriter {
			wtr,
			page_vals : HashMap::new(),
		};
	}
}
