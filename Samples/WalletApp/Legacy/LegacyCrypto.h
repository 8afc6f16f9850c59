//
//  LegacyCrypto.h
//  WalletApp
//
//  Payload signing from the 1.x Objective-C code base. Swift reaches it through
//  WalletApp-Bridging-Header.h.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class LegacyCrypto;

typedef NS_ENUM(NSInteger, LegacyCryptoAlgorithm) {
    LegacyCryptoAlgorithmSHA1 = 0,
    LegacyCryptoAlgorithmSHA256 = 1,
};

@protocol LegacyCryptoDelegate <NSObject>
- (void)legacyCrypto:(LegacyCrypto *)crypto didSignPayload:(NSData *)signature;
@optional
- (void)legacyCrypto:(LegacyCrypto *)crypto didFailWithError:(NSError *)error;
@end

@interface LegacyCrypto : NSObject

@property (nonatomic, weak, nullable) id<LegacyCryptoDelegate> delegate;
@property (nonatomic, copy, readonly) NSString *keyIdentifier;
@property (nonatomic, assign) LegacyCryptoAlgorithm algorithm;

+ (NSData *)randomNonceOfLength:(NSUInteger)length;

- (instancetype)initWithKeyIdentifier:(NSString *)keyIdentifier NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

- (NSData *)signPayload:(NSData *)payload;
- (void)signPayloadAsync:(NSData *)payload;
- (BOOL)verifySignature:(NSData *)signature forPayload:(NSData *)payload NS_SWIFT_NAME(verify(signature:payload:));

@end

NS_ASSUME_NONNULL_END
