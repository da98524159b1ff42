// The engine table is the one list of engines: a binary that registers an engine the app never
// names (test_copy_engine.h) lists it in bench and sweep, times it and runs it, while the
// program as shipped does not know it.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

const QString kEngine = QStringLiteral("test-copy");

RunResult runWithTestEngine(const QStringList& args) {
  QProcess process;
  process.start(QStringLiteral(CONVSCOPE_TEST_ENGINE_BINARY), args);
  return waitForResult(process, 240000);
}

QJsonObject jsonWithTestEngine(const QStringList& args) {
  const RunResult r = runWithTestEngine(args);
  if (r.exitCode != 0) qWarning("%s", qPrintable(r.err));
  return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// The rows of `json` (bench's or sweep's) whose `key` is `value`.
QList<QJsonObject> rowsWhere(const QJsonObject& json, const QString& key, const QString& value) {
  QList<QJsonObject> rows;
  for (const QJsonValue& v : json.value(QStringLiteral("rows")).toArray())
    if (v.toObject().value(key).toString() == value) rows << v.toObject();
  return rows;
}

}  // namespace

class TestEngineTable : public QObject {
  Q_OBJECT

 private slots:
  void helpListsTheTablesEngines() {
    for (const QString& command : {QStringLiteral("bench"), QStringLiteral("sweep")}) {
      const RunResult with = runWithTestEngine({command, QStringLiteral("--help")});
      QCOMPARE(with.exitCode, 0);
      QVERIFY2(with.out.contains(kEngine), qPrintable(with.out));
      const RunResult shipped = runCli({command, QStringLiteral("--help")});
      QCOMPARE(shipped.exitCode, 0);
      QVERIFY2(!shipped.out.contains(kEngine), qPrintable(shipped.out));
      QVERIFY2(shipped.out.contains(QStringLiteral("parallel")), qPrintable(shipped.out));
    }
  }

  void benchAcceptsItsNameAndTimesIt() {
    const QJsonObject json =
        jsonWithTestEngine({QStringLiteral("bench"), QStringLiteral("--sizes"),
                            QStringLiteral("64"), QStringLiteral("--repeat"), QStringLiteral("1"),
                            QStringLiteral("--engines"), kEngine + QStringLiteral(",reference"),
                            QStringLiteral("--format"), QStringLiteral("json")});
    const QList<QJsonObject> rows = rowsWhere(json, QStringLiteral("engine"), kEngine);
    QCOMPARE(rows.size(), 1);
    const QJsonObject row = rows.first();
    QVERIFY(!row.value(QStringLiteral("skipped")).toBool());
    QVERIFY(row.value(QStringLiteral("medianMs")).toDouble() > 0);
    // Set against the reference loop and the copy ceiling like every CPU engine.
    QVERIFY(row.contains(QStringLiteral("speedupVsReference")));
    QVERIFY(row.contains(QStringLiteral("shareOfMemcpy")));
    // Rows in the table's order: the registered engine after the built-in ones.
    QStringList order;
    for (const QJsonValue& v : json.value(QStringLiteral("rows")).toArray())
      order << v.toObject().value(QStringLiteral("engine")).toString();
    QCOMPARE(order, QStringList({QStringLiteral("memcpy"), QStringLiteral("reference"), kEngine}));
  }

  void benchRunsItByDefaultAndNamesItInErrors() {
    const RunResult byDefault =
        runWithTestEngine({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64"),
                           QStringLiteral("--repeat"), QStringLiteral("1"),
                           QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(byDefault.exitCode, 0);
    QVERIFY2(byDefault.out.contains(QStringLiteral("\n64,") + kEngine + QStringLiteral(",ok,")),
             qPrintable(byDefault.out));
    const RunResult unknown = runWithTestEngine(
        {QStringLiteral("bench"), QStringLiteral("--engines"), QStringLiteral("no-such-engine")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(kEngine), qPrintable(unknown.err));
  }

  void sweepMeasuresItAsASeries() {
    const QJsonObject json = jsonWithTestEngine(
        {QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16,32"),
         QStringLiteral("--format"), QStringLiteral("json")});
    const QList<QJsonObject> rows = rowsWhere(json, QStringLiteral("series"), kEngine);
    QCOMPARE(rows.size(), 2);
    for (const QJsonObject& row : rows) {
      QCOMPARE(row.value(QStringLiteral("source")).toString(), QStringLiteral("measured"));
      QVERIFY(row.value(QStringLiteral("median_ms")).toDouble() > 0);
    }
    bool listed = false;
    for (const QJsonValue& v : json.value(QStringLiteral("series")).toArray())
      listed = listed || v.toObject().value(QStringLiteral("series")).toString() == kEngine;
    QVERIFY(listed);
    const RunResult table = runWithTestEngine(
        {QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(kEngine), qPrintable(table.out));
  }

  // apply runs it through the table's function: the reference loop's output, byte for byte.
  void applyRunsItsFunction() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray outputs[2];
    const QString engines[2] = {kEngine, QStringLiteral("reference")};
    for (int i = 0; i < 2; ++i) {
      const QString out = dir.filePath(engines[i] + QStringLiteral(".npy"));
      const RunResult r = runWithTestEngine(
          {QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("gradient:48"),
           QStringLiteral("--kernel"), QStringLiteral("sharpen"), QStringLiteral("--engine"),
           engines[i], QStringLiteral("--out"), out});
      QVERIFY2(r.exitCode == 0, qPrintable(r.err));
      QVERIFY2(r.out.contains(engines[i] + QStringLiteral(" engine")), qPrintable(r.out));
      QFile file(out);
      QVERIFY(file.open(QIODevice::ReadOnly));
      outputs[i] = file.readAll();
    }
    QVERIFY(!outputs[0].isEmpty());
    QCOMPARE(outputs[0], outputs[1]);
    const RunResult unknown = runWithTestEngine(
        {QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("gradient:48"),
         QStringLiteral("--kernel"), QStringLiteral("sharpen"), QStringLiteral("--engine"),
         QStringLiteral("no-such-engine"), QStringLiteral("--out"),
         dir.filePath(QStringLiteral("none.npy"))});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(kEngine), qPrintable(unknown.err));
  }
};

QTEST_GUILESS_MAIN(TestEngineTable)
#include "tst_engine_table.moc"
