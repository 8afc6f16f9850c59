/// The stub SDK's `Foundation/Foundation.h`: NSObject, strings, data, collections, URLs, dates and
/// formatters, as far as a monolith commonly uses them.
extension ObjCStubSDK {
    static let foundation = """
        #pragma once
        #include <TargetConditionals.h>
        #include <CoreGraphics/CoreGraphics.h>
        #include <CoreFoundation/CoreFoundation.h>
        #include <dispatch/dispatch.h>

        typedef signed char BOOL;
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double NSTimeInterval;
        typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
        #define NSNotFound ((NSInteger)0x7fffffffffffffffL)
        #ifndef nil
        #define nil ((id)0)
        #endif
        #define Nil ((Class)0)

        #define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
        #define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
        #define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
        #define NS_SWIFT_NOTHROW
        #define NS_SWIFT_UI_ACTOR
        #define NS_SWIFT_SENDABLE
        #define NS_SWIFT_NONSENDABLE
        #define NS_NOESCAPE __attribute__((noescape))
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
        #define NS_UNAVAILABLE __attribute__((unavailable))
        #define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
        #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_ERROR_ENUM(_domain, _name) enum _name : NSInteger _name; enum _name : NSInteger
        #define NS_STRING_ENUM
        #define NS_EXTENSIBLE_STRING_ENUM
        #define NS_TYPED_ENUM
        #define NS_TYPED_EXTENSIBLE_ENUM
        #define NS_FORMAT_FUNCTION(F, A)
        #define NS_RETURNS_RETAINED
        #define NS_INLINE static inline
        #define FOUNDATION_EXPORT extern
        #define FOUNDATION_EXTERN extern
        #define UIKIT_EXTERN extern
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define NS_AVAILABLE_IOS(_v)
        #define NS_DEPRECATED_IOS(...)
        #define NS_EXTENSION_UNAVAILABLE_IOS(_msg)
        #define __IOS_AVAILABLE(_v)
        #define IBOutlet
        #define IBOutletCollection(_class)
        #define IBAction void
        #define IBInspectable
        #define IB_DESIGNABLE
        #define NSLocalizedString(key, comment) (key)

        @class NSString, NSArray, NSDictionary, NSError, NSCoder, NSData, NSURL, NSBundle, NSDate;

        @protocol NSObject
        - (BOOL)isEqual:(id)object;
        @property (readonly) NSUInteger hash;
        @property (readonly, copy) NSString *description;
        - (BOOL)isKindOfClass:(Class)aClass;
        - (BOOL)respondsToSelector:(SEL)aSelector;
        - (BOOL)conformsToProtocol:(Protocol *)aProtocol;
        - (id)performSelector:(SEL)aSelector;
        - (id)performSelector:(SEL)aSelector withObject:(id)object;
        @end
        @protocol NSCopying - (id)copyWithZone:(void *)zone; @end
        @protocol NSMutableCopying - (id)mutableCopyWithZone:(void *)zone; @end
        @protocol NSCoding
        - (void)encodeWithCoder:(NSCoder *)coder;
        - (instancetype)initWithCoder:(NSCoder *)coder;
        @end
        @protocol NSSecureCoding <NSCoding> @end
        @protocol NSFastEnumeration @end

        @interface NSObject <NSObject>
        + (void)load;
        + (void)initialize;
        + (instancetype)alloc;
        + (instancetype)new;
        - (instancetype)init;
        - (void)dealloc;
        + (Class)class;
        - (Class)class;
        + (Class)superclass;
        - (id)copy;
        - (id)mutableCopy;
        - (void)awakeFromNib;
        - (void)prepareForInterfaceBuilder;
        - (void)setValue:(id)value forKey:(NSString *)key;
        - (id)valueForKey:(NSString *)key;
        - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context;
        @end

        @interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
        @property (readonly) NSUInteger length;
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        - (instancetype)initWithFormat:(NSString *)format, ...;
        - (instancetype)initWithData:(NSData *)data encoding:(NSUInteger)encoding;
        - (NSData *)dataUsingEncoding:(NSUInteger)encoding;
        - (BOOL)isEqualToString:(NSString *)other;
        - (BOOL)hasPrefix:(NSString *)prefix;
        - (BOOL)hasSuffix:(NSString *)suffix;
        - (NSString *)stringByAppendingString:(NSString *)other;
        - (NSArray *)componentsSeparatedByString:(NSString *)separator;
        @property (readonly) const char *UTF8String;
        @end
        @interface NSMutableString : NSString
        - (void)appendString:(NSString *)string;
        - (void)appendFormat:(NSString *)format, ...;
        @end
        @interface NSAttributedString : NSObject <NSCopying> @end
        @interface NSData : NSObject <NSCopying, NSSecureCoding>
        @property (readonly) NSUInteger length;
        @property (readonly) const void *bytes;
        + (instancetype)dataWithBytes:(const void *)bytes length:(NSUInteger)length;
        @end
        @interface NSMutableData : NSData
        + (instancetype)dataWithLength:(NSUInteger)length;
        @property (readonly) void *mutableBytes;
        @end
        @interface NSValue : NSObject <NSCopying> @end
        @interface NSNumber : NSValue
        + (NSNumber *)numberWithChar:(char)value;
        + (NSNumber *)numberWithInt:(int)value;
        + (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
        + (NSNumber *)numberWithLong:(long)value;
        + (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
        + (NSNumber *)numberWithLongLong:(long long)value;
        + (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
        + (NSNumber *)numberWithFloat:(float)value;
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
        + (NSNumber *)numberWithBool:(BOOL)value;
        @property (readonly) NSInteger integerValue;
        @property (readonly) BOOL boolValue;
        @property (readonly) double doubleValue;
        @end
        @interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
        @property (readonly) NSUInteger count;
        @property (readonly) ObjectType firstObject;
        @property (readonly) ObjectType lastObject;
        + (instancetype)array;
        + (instancetype)arrayWithObjects:(ObjectType)firstObject, ...;
        + (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)count;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
        - (BOOL)containsObject:(ObjectType)object;
        - (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)object;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        - (void)removeAllObjects;
        - (void)setObject:(ObjectType)object atIndexedSubscript:(NSUInteger)index;
        @end
        @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
        @property (readonly) NSUInteger count;
        @property (readonly, copy) NSArray<KeyType> *allKeys;
        + (instancetype)dictionary;
        + (instancetype)dictionaryWithObjects:(const ObjectType [])objects forKeys:(const KeyType [])keys count:(NSUInteger)count;
        - (ObjectType)objectForKey:(KeyType)key;
        - (ObjectType)objectForKeyedSubscript:(KeyType)key;
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        - (void)setObject:(ObjectType)object forKey:(KeyType)key;
        - (void)setObject:(ObjectType)object forKeyedSubscript:(KeyType)key;
        - (void)removeObjectForKey:(KeyType)key;
        @end
        @interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration> @end
        @interface NSMutableSet<ObjectType> : NSSet<ObjectType> - (void)addObject:(ObjectType)object; @end
        @interface NSIndexPath : NSObject <NSCopying>
        @property (readonly) NSInteger row;
        @property (readonly) NSInteger section;
        @property (readonly) NSInteger item;
        + (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
        @end
        @interface NSError : NSObject
        + (instancetype)errorWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(NSDictionary *)userInfo;
        @property (readonly, copy) NSString *domain;
        @property (readonly) NSInteger code;
        @property (readonly, copy) NSString *localizedDescription;
        @end
        @interface NSDate : NSObject <NSCopying>
        + (instancetype)date;
        @property (readonly) NSTimeInterval timeIntervalSince1970;
        @end
        @interface NSURL : NSObject <NSCopying>
        + (instancetype)URLWithString:(NSString *)string;
        + (instancetype)fileURLWithPath:(NSString *)path;
        @property (readonly, copy) NSString *absoluteString;
        @end
        @interface NSURLRequest : NSObject @end
        @interface NSMutableURLRequest : NSURLRequest @end
        @interface NSURLResponse : NSObject @end
        @interface NSHTTPURLResponse : NSURLResponse @end
        @interface NSURLSession : NSObject @property (class, readonly) NSURLSession *sharedSession; @end
        @interface NSUUID : NSObject + (instancetype)UUID; @property (readonly, copy) NSString *UUIDString; @end
        @interface NSLocale : NSObject @end
        @interface NSTimeZone : NSObject @end
        @interface NSCalendar : NSObject @end
        @interface NSFormatter : NSObject @end
        @interface NSDateFormatter : NSFormatter @end
        @interface NSNumberFormatter : NSFormatter @end
        @interface NSBundle : NSObject
        @property (class, readonly) NSBundle *mainBundle;
        + (instancetype)bundleForClass:(Class)aClass;
        - (NSString *)pathForResource:(NSString *)name ofType:(NSString *)ext;
        - (NSURL *)URLForResource:(NSString *)name withExtension:(NSString *)ext;
        - (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)value table:(NSString *)table;
        @end
        @interface NSUserDefaults : NSObject
        @property (class, readonly) NSUserDefaults *standardUserDefaults;
        - (id)objectForKey:(NSString *)key;
        - (void)setObject:(id)value forKey:(NSString *)key;
        @end
        @interface NSNotification : NSObject @property (readonly, copy) NSString *name; @end
        @interface NSNotificationCenter : NSObject
        @property (class, readonly) NSNotificationCenter *defaultCenter;
        - (void)addObserver:(id)observer selector:(SEL)selector name:(NSString *)name object:(id)object;
        - (void)postNotificationName:(NSString *)name object:(id)object;
        - (void)removeObserver:(id)observer;
        @end
        @interface NSCoder : NSObject
        - (void)encodeObject:(id)object forKey:(NSString *)key;
        - (id)decodeObjectForKey:(NSString *)key;
        @end
        @interface NSKeyedArchiver : NSCoder @end
        @interface NSKeyedUnarchiver : NSCoder @end
        @interface NSFileManager : NSObject @property (class, readonly) NSFileManager *defaultManager; @end
        @interface NSProcessInfo : NSObject @property (class, readonly) NSProcessInfo *processInfo; @end
        @interface NSJSONSerialization : NSObject @end
        @interface NSOperationQueue : NSObject @property (class, readonly) NSOperationQueue *mainQueue; @end
        @interface NSThread : NSObject @property (class, readonly) BOOL isMainThread; @end
        @interface NSTimer : NSObject - (void)invalidate; @end
        @interface NSRunLoop : NSObject @end
        @interface NSCache<KeyType, ObjectType> : NSObject @end
        @interface NSPredicate : NSObject @end
        @interface NSSortDescriptor : NSObject @end
        @interface NSProxy @end

        FOUNDATION_EXPORT void NSLog(NSString *format, ...);
        FOUNDATION_EXPORT Class NSClassFromString(NSString *name);
        FOUNDATION_EXPORT NSString *NSStringFromClass(Class aClass);
        FOUNDATION_EXPORT SEL NSSelectorFromString(NSString *name);
        FOUNDATION_EXPORT NSString *NSStringFromSelector(SEL selector);

        """
}
