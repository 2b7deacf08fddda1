#[cfg(feature = "AbortController")]
#[allow(non_snake_case)]
mod gen_AbortController;
#[cfg(feature = "AbortController")]
pub use gen_AbortController::*;

#[cfg(feature = "AbortSignal")]
#[allow(non_snake_case)]
mod gen_AbortSignal;
#[cfg(feature = "AbortSignal")]
pub use gen_AbortSignal::*;

#[cfg(feature = "AddEventListenerOptions")]
#[allow(non_snake_case)]
mod gen_AddEventListenerOptions;
#[cfg(feature = "AddEventListenerOptions")]
pub use gen_AddEventListenerOptions::*;

#[cfg(feature = "AesCbcParams")]
#[allow(non_snake_case)]
mod gen_AesCbcParams;
#[cfg(feature = "AesCbcParams")]
pub use gen_AesCbcParams::*;

#[cfg(feature = "AesCtrParams")]
#[allow(non_snake_case)]
mod gen_AesCtrParams;
#[cfg(feature = "AesCtrParams")]
pub use gen_AesCtrParams::*;

#[cfg(feature = "AesDerivedKeyParams")]
#[allow(non_snake_case)]
mod gen_AesDerivedKeyParams;
#[cfg(feature = "AesDerivedKeyParams")]
pub use gen_AesDerivedKeyParams::*;

#[cfg(feature = "AesGcmParams")]
#[allow(non_snake_case)]
mod gen_AesGcmParams;
#[cfg(feature = "AesGcmParams")]
pub use gen_AesGcmParams::*;

#[cfg(feature = "AesKeyAlgorithm")]
#[allow(non_snake_case)]
mod gen_AesKeyAlgorithm;
#[cfg(feature = "AesKeyAlgorithm")]
pub use gen_AesKeyAlgorithm::*;

#[cfg(feature = "AesKeyGenParams")]
#[allow(non_snake_case)]
mod gen_AesKeyGenParams;
#[cfg(feature = "AesKeyGenParams")]
pub use gen_AesKeyGenParams::*;

#[cfg(feature = "Algorithm")]
#[allow(non_snake_case)]
mod gen_Algorithm;
#[cfg(feature = "Algorithm")]
pub use gen_Algorithm::*;

#[cfg(feature = "AlignSetting")]
#[allow(non_snake_case)]
mod gen_AlignSetting;
#[cfg(feature = "AlignSetting")]
pub use gen_AlignSetting::*;

#[cfg(feature = "AllowedBluetoothDevice")]
#[allow(non_snake_case)]
mod gen_AllowedBluetoothDevice;
#[cfg(feature = "AllowedBluetoothDevice")]
pub use gen_AllowedBluetoothDevice::*;

