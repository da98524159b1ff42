// Errors are values: every fallible call in core (and cuda) returns a Status or a Result<T>.
// Nothing here throws across a module boundary, exits or aborts.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace convscope {

enum class StatusCode {
  Ok,
  InvalidArgument,  // the caller's input is wrong: a kernel text, a stride, a block size
  TooLarge,         // a size whose buffers would not fit, refused before memory is taken
  OutOfMemory,      // an allocation failed
  IoError,          // a file could not be read or written
  Cancelled,        // the caller asked a long run to stop
  NoDevice,         // no usable CUDA device or driver
  DeviceError,      // a CUDA or GL call failed
  Unsupported,      // this build or machine cannot do it
};

const char* statusCodeName(StatusCode code);

struct Status {
  StatusCode code = StatusCode::Ok;
  std::string message;

  static Status ok() { return {}; }
  static Status error(StatusCode c, std::string m) { return {c, std::move(m)}; }
  bool isOk() const { return code == StatusCode::Ok; }
  explicit operator bool() const { return isOk(); }
};

// A value or the Status that explains why there is none.
template <class T>
class Result {
 public:
  Result(T value) : m_state(std::move(value)) {}
  Result(Status status) : m_state(std::move(status)) {}

  bool isOk() const { return std::holds_alternative<T>(m_state); }
  explicit operator bool() const { return isOk(); }
  T& value() & { return std::get<T>(m_state); }
  const T& value() const& { return std::get<T>(m_state); }
  T&& value() && { return std::get<T>(std::move(m_state)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  // The Status when there is no value; Status::ok() when there is one.
  Status status() const { return isOk() ? Status::ok() : std::get<Status>(m_state); }

 private:
  std::variant<T, Status> m_state;
};

}  // namespace convscope
