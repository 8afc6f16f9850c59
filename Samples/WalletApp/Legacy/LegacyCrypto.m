//
//  LegacyCrypto.m
//  WalletApp
//

#import "LegacyCrypto.h"
#import "LegacyCrypto+Hex.h"
#import <CommonCrypto/CommonHMAC.h>
#import <Security/Security.h>

static NSString * const LegacyCryptoErrorDomain = @"com.example.wallet.LegacyCrypto";

@interface LegacyCrypto ()
@property (nonatomic, copy, readwrite) NSString *keyIdentifier;
@property (nonatomic, strong) dispatch_queue_t signingQueue;
@end

@implementation LegacyCrypto

+ (NSData *)randomNonceOfLength:(NSUInteger)length {
    NSMutableData *nonce = [NSMutableData dataWithLength:length];
    int status = SecRandomCopyBytes(kSecRandomDefault, length, nonce.mutableBytes);
    if (status != errSecSuccess) {
        return [NSData data];
    }
    return [nonce copy];
}

- (instancetype)initWithKeyIdentifier:(NSString *)keyIdentifier {
    self = [super init];
    if (self) {
        _keyIdentifier = [keyIdentifier copy];
        _algorithm = LegacyCryptoAlgorithmSHA256;
        _signingQueue = dispatch_queue_create("com.example.wallet.legacy-crypto", DISPATCH_QUEUE_SERIAL);
    }
    return self;
}

- (NSData *)keyMaterial {
    return [self.keyIdentifier dataUsingEncoding:NSUTF8StringEncoding];
}

- (NSData *)signPayload:(NSData *)payload {
    NSData *key = [self keyMaterial];
    if (self.algorithm == LegacyCryptoAlgorithmSHA1) {
        unsigned char digest[CC_SHA1_DIGEST_LENGTH];
        CCHmac(kCCHmacAlgSHA1, key.bytes, key.length, payload.bytes, payload.length, digest);
        return [NSData dataWithBytes:digest length:CC_SHA1_DIGEST_LENGTH];
    }
    unsigned char digest[CC_SHA256_DIGEST_LENGTH];
    CCHmac(kCCHmacAlgSHA256, key.bytes, key.length, payload.bytes, payload.length, digest);
    return [NSData dataWithBytes:digest length:CC_SHA256_DIGEST_LENGTH];
}

- (void)signPayloadAsync:(NSData *)payload {
    __weak typeof(self) weakSelf = self;
    dispatch_async(self.signingQueue, ^{
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (strongSelf == nil) {
            return;
        }
        NSData *signature = [strongSelf signPayload:payload];
        dispatch_async(dispatch_get_main_queue(), ^{
            if (signature.length == 0) {
                if ([strongSelf.delegate respondsToSelector:@selector(legacyCrypto:didFailWithError:)]) {
                    NSError *error = [NSError errorWithDomain:LegacyCryptoErrorDomain code:1 userInfo:nil];
                    [strongSelf.delegate legacyCrypto:strongSelf didFailWithError:error];
                }
                return;
            }
            [strongSelf.delegate legacyCrypto:strongSelf didSignPayload:signature];
        });
    });
}

- (BOOL)verifySignature:(NSData *)signature forPayload:(NSData *)payload {
    NSData *expected = [self signPayload:payload];
    if (expected.length != signature.length) {
        return NO;
    }
    const unsigned char *a = expected.bytes;
    const unsigned char *b = signature.bytes;
    unsigned char diff = 0;
    for (NSUInteger i = 0; i < expected.length; i++) {
        diff |= a[i] ^ b[i];
    }
    return diff == 0;
}

@end

@implementation LegacyCrypto (Hex)

- (NSString *)hexStringFromData:(NSData *)data {
    const unsigned char *bytes = data.bytes;
    NSMutableString *hex = [NSMutableString stringWithCapacity:data.length * 2];
    for (NSUInteger i = 0; i < data.length; i++) {
        [hex appendFormat:@"%02x", bytes[i]];
    }
    return [hex copy];
}

@end
