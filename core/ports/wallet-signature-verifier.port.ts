/** Checks that a message was signed by the owner of an address. */
export interface WalletSignatureVerifier {
  verifyEvm(input: { address: string; message: string; signature: string }): Promise<boolean>;
  verifySolana(input: { address: string; message: string; signature: string }): Promise<boolean>;
}
