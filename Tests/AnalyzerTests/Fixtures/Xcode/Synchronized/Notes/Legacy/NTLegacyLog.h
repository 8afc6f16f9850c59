#import <Foundation/Foundation.h>

@interface NTLegacyLog : NSObject
+ (void)write:(NSString *)text;
@end
