/// `value` after `change`: sets the styles' design numbers, which only the package can set.
package func modified<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
    var value = value
    change(&value)
    return value
}
