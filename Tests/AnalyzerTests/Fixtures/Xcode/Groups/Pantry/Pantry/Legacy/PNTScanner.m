#import "PNTScanner.h"

@implementation PNTScanner
+ (NSString *)labelForGrams:(NSInteger)grams { return [NSString stringWithFormat:@"%ld g", (long)grams]; }
@end
