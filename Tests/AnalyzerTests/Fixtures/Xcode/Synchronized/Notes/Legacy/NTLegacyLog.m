#import "NTLegacyLog.h"

@implementation NTLegacyLog
+ (void)write:(NSString *)text {}
@end
