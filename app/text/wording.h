// A text in two languages at once: as the reader reads it (the installed translation) and in
// English, for the files scripts read (CSV, JSON), whose values must not change with the desktop's
// language. Both are made from one source string that lupdate saw (QT_TR_NOOP inside a class with
// Q_DECLARE_TR_FUNCTIONS, or QT_TRANSLATE_NOOP) and filled by the same arg() calls, so the two
// never say different things.
#pragma once

#include <concepts>
#include <type_traits>
#include <utility>

#include <QCoreApplication>
#include <QString>

namespace convscope::app {

class Wording {
 public:
  Wording() = default;
  Wording(QString shown, QString english)
      : m_shown(std::move(shown)), m_english(std::move(english)) {}

  // Names, numbers and a library's own English: the same in both.
  static Wording same(const QString& text) { return {text, text}; }

  // `source` as lupdate saw it under `context`.
  static Wording translated(const char* context, const char* source,
                            const char* disambiguation = nullptr) {
    return {QCoreApplication::translate(context, source, disambiguation),
            QString::fromUtf8(source)};
  }

  // QString::arg on both sides: numbers, names and field widths as QString takes them.
  template <typename... Args>
  requires(!(std::same_as<std::remove_cvref_t<Args>, Wording> || ...)) Wording arg(Args&&... args)
  const { return {m_shown.arg(args...), m_english.arg(args...)}; }
  // A part that is itself worded in two languages.
  Wording arg(const Wording& part) const {
    return {m_shown.arg(part.m_shown), m_english.arg(part.m_english)};
  }

  const QString& shown() const { return m_shown; }
  const QString& english() const { return m_english; }
  bool isEmpty() const { return m_shown.isEmpty() && m_english.isEmpty(); }

  Wording& operator+=(const Wording& more) {
    m_shown += more.m_shown;
    m_english += more.m_english;
    return *this;
  }
  friend Wording operator+(Wording a, const Wording& b) { return a += b; }
  bool operator==(const Wording&) const = default;

 private:
  QString m_shown;
  QString m_english;
};

}  // namespace convscope::app
