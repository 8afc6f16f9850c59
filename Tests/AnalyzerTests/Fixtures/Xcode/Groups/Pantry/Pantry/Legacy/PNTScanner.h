#import <Foundation/Foundation.h>

NS_SWIFT_NAME(Scanner)
@interface PNTScanner : NSObject
+ (NSString *)labelForGrams:(NSInteger)grams;
@end
