/// Helper struct for parsing pages
pub struct PageParser {
	bi :u8,
}

/// Error that can be raised when decoding an Ogg transport.
pub enum OggReadError {
	NoCapturePatternFound,
}

/// An Ogg page
pub struct OggPage;

impl PageParser {
	/// Parses the packets data and verifies the checksum.
	///
	/// Returns an `OggPage` to be used by later code.
	pub fn parse_packet_data(mut self, packet_data :Vec<u8>) ->
			Result<OggPage, OggReadError> {
		self.bi = packet_data.len() as u8;
		Ok(OggPage)
	}
}
