// The user's locale, as a German, French or Turkish desktop sets it. Files for scripts (CSV,
// JSON) read the same on every locale: '.' decimals, so that a field never splits at a decimal
// comma and JSON stays valid. Names the user types (kernel presets, GPU models) match in any
// case under tr_TR, whose capital I lowers to a dotless ı.
//
// The locales are compiled here with localedef into a folder of the test's own (LOCPATH), so
// the test needs no locale installed on the machine; without localedef or its sources it skips
// and says so.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

// The fields of one CSV line: commas outside double quotes separate, "" inside is a quote.
QStringList csvFields(const QString& line) {
  QStringList fields;
  QString field;
  bool quoted = false;
  for (int i = 0; i < line.size(); ++i) {
    const QChar c = line[i];
    if (quoted && c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
      field += c;
      ++i;
    } else if (c == u'"') {
      quoted = !quoted;
    } else if (c == u',' && !quoted) {
      fields << field;
      field.clear();
    } else {
      field += c;
    }
  }
  fields << field;
  return fields;
}

// What a CSV output breaks if a number came out with a decimal comma: a row with more fields
// than the header, or a field that starts like a number and does not read as one in C.
QString csvProblem(const QString& text) {
  const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
  if (lines.size() < 2) return QStringLiteral("no rows: ") + text.left(200);
  const int columns = csvFields(lines.first()).size();
  static const QRegularExpression numberLike(QStringLiteral("^-?[0-9]"));
  for (const QString& line : lines.mid(1)) {
    const QStringList fields = csvFields(line);
    if (fields.size() != columns)
      return QStringLiteral("%1 fields, the header has %2: %3")
          .arg(fields.size())
          .arg(columns)
          .arg(line);
    for (const QString& f : fields) {
      bool isNumber = false;
      f.toDouble(&isNumber);  // QString::toDouble reads C numbers whatever the locale
      const bool hasText = f.contains(QRegularExpression(QStringLiteral("[^0-9eE.+-]")));
      if (numberLike.match(f).hasMatch() && !hasText && !isNumber)
        return QStringLiteral("'%1' is not a number: %2").arg(f, line);
    }
  }
  return {};
}

// "82,6 TFLOP/s", "0,005 ms": a decimal comma before a unit, with or without a (no-break) space.
const QRegularExpression& decimalCommaBeforeAUnit() {
  static const QRegularExpression pattern(
      QStringLiteral("[0-9],[0-9]+[ \\x{00A0}\\x{202F}]?(TFLOP|GB/s|ms|µs)"));
  return pattern;
}

}  // namespace

class TestLocale : public QObject {
  Q_OBJECT

  QTemporaryDir m_locales;
  QString m_skip;  // why the locales could not be made, if they could not

  // The environment of a process in `locale` (LC_ALL, or LC_NUMERIC alone with numericOnly).
  QProcessEnvironment environment(const QString& locale, bool numericOnly = false) const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"LC_ALL", "LC_NUMERIC", "LC_CTYPE", "LANG", "LANGUAGE"})
      env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LOCPATH"), m_locales.path());
    if (numericOnly) {
      env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
      env.insert(QStringLiteral("LC_NUMERIC"), locale);
    } else {
      env.insert(QStringLiteral("LC_ALL"), locale);
    }
    return env;
  }

  RunResult run(const QStringList& args, const QString& locale, bool numericOnly = false) const {
    return runCli(args, 240000, environment(locale, numericOnly));
  }

 private slots:
  void initTestCase() {
    QVERIFY(m_locales.isValid());
    const QString localedef = QStandardPaths::findExecutable(QStringLiteral("localedef"));
    if (localedef.isEmpty()) {
      m_skip = QStringLiteral("no localedef (Debian's libc-bin) to compile the locales with");
      return;
    }
    for (const char* name : {"de_DE", "fr_FR", "tr_TR"}) {
      QProcess p;
      p.start(localedef,
              {QStringLiteral("-i"), QString::fromLatin1(name), QStringLiteral("-f"),
               QStringLiteral("UTF-8"), m_locales.filePath(QString::fromLatin1(name) + ".UTF-8")});
      if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit ||
          !QDir(m_locales.filePath(QString::fromLatin1(name) + ".UTF-8")).exists()) {
        m_skip = QStringLiteral(
                     "localedef could not compile %1.UTF-8 (are Debian's locales, "
                     "its sources in /usr/share/i18n, installed?): %2")
                     .arg(QString::fromLatin1(name),
                          QString::fromLocal8Bit(p.readAllStandardError()).trimmed());
        return;
      }
    }
  }

  void filesForScriptsUseDecimalPoints_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<bool>("numericOnly");
    const QStringList network = {QStringLiteral("network"),  QStringLiteral("vgg16"),
                                 QStringLiteral("--repeat"), QStringLiteral("1"),
                                 QStringLiteral("--format"), QStringLiteral("csv")};
    const QStringList bench = {
        QStringLiteral("bench"),     QStringLiteral("--sizes"),   QStringLiteral("64"),
        QStringLiteral("--engines"), QStringLiteral("reference"), QStringLiteral("--repeat"),
        QStringLiteral("3"),         QStringLiteral("--format"),  QStringLiteral("csv")};
    const QStringList sweep = {QStringLiteral("sweep"), QStringLiteral("--sizes"),
                               QStringLiteral("16,32"), QStringLiteral("--format"),
                               QStringLiteral("csv")};
    QTest::newRow("network csv, LC_ALL=de_DE") << network << QStringLiteral("de_DE.UTF-8") << false;
    QTest::newRow("bench csv, LC_NUMERIC=fr_FR") << bench << QStringLiteral("fr_FR.UTF-8") << true;
    QTest::newRow("sweep csv, LC_ALL=de_DE") << sweep << QStringLiteral("de_DE.UTF-8") << false;
  }

  void filesForScriptsUseDecimalPoints() {
    if (!m_skip.isEmpty()) QSKIP(qPrintable(m_skip));
    QFETCH(QStringList, args);
    QFETCH(QString, locale);
    QFETCH(bool, numericOnly);
    const RunResult r = run(args, locale, numericOnly);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString problem = csvProblem(r.out);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // The notes too: "82.6 TFLOP/s" in a note is one figure, "82,6" reads as two.
    const QRegularExpression& decimalComma = decimalCommaBeforeAUnit();
    const auto comma = decimalComma.match(r.out);
    QVERIFY2(!comma.hasMatch(), qPrintable(QStringLiteral("a decimal comma: ") + comma.captured()));
  }

  void jsonStaysValidUnderADecimalCommaLocale() {
    if (!m_skip.isEmpty()) QSKIP(qPrintable(m_skip));
    const RunResult r =
        run({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64"),
             QStringLiteral("--engines"), QStringLiteral("reference"), QStringLiteral("--repeat"),
             QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("json")},
            QStringLiteral("de_DE.UTF-8"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError,
             qPrintable(error.errorString() + QStringLiteral(": ") + r.out.left(300)));
    const QRegularExpression& decimalComma = decimalCommaBeforeAUnit();
    QVERIFY2(!decimalComma.match(r.out).hasMatch(), qPrintable(r.out.left(400)));
  }

  void namesMatchInAnyCaseUnderTurkish_data() {
    QTest::addColumn<QStringList>("args");
    const QString out = m_locales.filePath(QStringLiteral("out.npy"));
    QTest::newRow("--kernel IDENTITY") << QStringList{QStringLiteral("apply"),
                                                      QStringLiteral("--image"),
                                                      QStringLiteral("digit"),
                                                      QStringLiteral("--kernel"),
                                                      QStringLiteral("IDENTITY"),
                                                      QStringLiteral("--out"),
                                                      out};
    QTest::newRow("--kernel GAUSSIAN-BLUR") << QStringList{QStringLiteral("apply"),
                                                           QStringLiteral("--image"),
                                                           QStringLiteral("digit"),
                                                           QStringLiteral("--kernel"),
                                                           QStringLiteral("GAUSSIAN-BLUR"),
                                                           QStringLiteral("--out"),
                                                           out};
    QTest::newRow("--gpu-model 'GTX 1080 TI'") << QStringList{
        QStringLiteral("sweep"),       QStringLiteral("--sizes"),     QStringLiteral("16"),
        QStringLiteral("--gpu-model"), QStringLiteral("GTX 1080 TI"), QStringLiteral("--format"),
        QStringLiteral("csv")};
  }

  void namesMatchInAnyCaseUnderTurkish() {
    if (!m_skip.isEmpty()) QSKIP(qPrintable(m_skip));
    QFETCH(QStringList, args);
    const RunResult r = run(args, QStringLiteral("tr_TR.UTF-8"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
  }
};

QTEST_GUILESS_MAIN(TestLocale)
#include "tst_locale.moc"
