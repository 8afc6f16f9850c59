//
//  LegacyCrypto+Hex.h
//  WalletApp
//

#import "LegacyCrypto.h"

NS_ASSUME_NONNULL_BEGIN

@interface LegacyCrypto (Hex)

- (NSString *)hexStringFromData:(NSData *)data;

@end

NS_ASSUME_NONNULL_END
