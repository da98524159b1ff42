// The sweep's pieces that need no subprocess: the measurement-file reader (on a fixture under
// tests/, never a file in resources/), the embedded files, the chart drawn without GL; and a
// layer's figures (speed/layer_figures.h), the Layer tab's and `network`'s arithmetic, with no
// window.
#include <QBarSet>
#include <QChart>
#include <QDir>
#include <QHorizontalStackedBarSeries>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include <random>

#include "convscope/kernel.h"
#include "convscope/layer.h"
#include "convscope/reference_gpu.h"
#include "speed/layer_figures.h"
#include "speed/measurement_file.h"
#include "speed/sweep_chart.h"
#include "speed/sweep_export.h"
#include "speed/sweep_runner.h"
#include "test_paths.h"

using namespace convscope;
using namespace convscope::speed;

class TestSpeed : public QObject {
  Q_OBJECT

 private slots:
  void readsTheFixture() {
    auto m = readMeasurementFile(QStringLiteral(FIXTURE_FILE));
    QVERIFY2(m.isOk(), m.status().message.c_str());
    QCOMPARE(m->device, QStringLiteral("Fixture GPU (test data, not a measurement)"));
    QCOMPARE(m->date, QStringLiteral("2000-01-01"));
    QCOMPARE(m->cudaRuntime, QStringLiteral("13.0"));
    QCOMPARE(m->commit, QStringLiteral("0000000000000000000000000000000000000000"));
    QCOMPARE(m->clockSamples, 2);
    QCOMPARE(m->smMhz.min, 1500.0);
    QCOMPARE(m->smMaxMhz, 1980.0);
    QCOMPARE(m->rows.size(), 8);
    QCOMPARE(m->rows[0].repeats, 30);
    QVERIFY(m->rows[0].p10Ms <= m->rows[0].medianMs && m->rows[0].medianMs <= m->rows[0].p90Ms);
    QVERIFY(!m->rows[0].command.isEmpty());
    const QString provenance = m->provenance();
    for (const char* part :
         {"driver 0.0", "CUDA 13.0", "cuDNN 0.0.0", "PyTorch 0.0", "commit 000000000000",
          "SM 1500–1980 MHz", "memory 3201 MHz", "2000-01-01"})
      QVERIFY2(provenance.contains(QString::fromUtf8(part)), qPrintable(provenance));
    QVERIFY(m->hasSeries(QStringLiteral("gpu-interop")));  // interop-map-kernel-unmap
    QVERIFY(!m->hasSeries(QStringLiteral("gpu-pinned")));
    QCOMPARE(m->find(1024, QStringLiteral("gpu-pageable"))->medianMs, 0.9);
    QVERIFY(!m->find(16, QStringLiteral("parallel")));  // the GPU machine's CPU is not ours
    QVERIFY(RecordedMeasurement::sweepSeries(QStringLiteral("torch-conv2d")).isEmpty());
  }

  void refusesBrokenFiles_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    QTest::newRow("not json") << QByteArray("{") << "not JSON";
    QTest::newRow("array") << QByteArray("[]") << "not a JSON object";
    const QByteArray head =
        R"("device":"x","driver":"1","cuda_runtime":"13.0","commit":"abc","date":"d","command":"c")";
    QTest::newRow("no device") << QByteArray(R"({"date":"d","command":"c","rows":[]})")
                               << "\"device\" is missing";
    QTest::newRow("no commit")
        << QByteArray(
               R"({"device":"x","driver":"1","cuda_runtime":"13.0","date":"d","command":"c","rows":[]})")
        << "\"commit\" is missing";
    QTest::newRow("no rows") << "{" + head + "}"
                             << "\"rows\" is missing";
    // A value of the wrong type is there: it read "\"device\" is missing".
    QTest::newRow("device a number")
        << QByteArray(
               R"({"device":5,"driver":"1","cuda_runtime":"13.0","commit":"abc","date":"d","command":"c","rows":[]})")
        << "\"device\" must be a string, got a number";
    QTest::newRow("device empty")
        << QByteArray(
               R"({"device":"","driver":"1","cuda_runtime":"13.0","commit":"abc","date":"d","command":"c","rows":[]})")
        << "\"device\" is empty";
    // The only row's series misspelt: the file was read and its row silently never drawn.
    QTest::newRow("misspelt series")
        << "{" + head +
               R"(,"rows":[{"size":16,"series":"gpu-kernal","repeats":3,"median_ms":1,"p10_ms":1,"p90_ms":1,"command":"x"}]})"
        << "row 0: unknown series 'gpu-kernal'";
    QTest::newRow("negative")
        << "{" + head +
               R"(,"rows":[{"size":16,"series":"gpu-kernel","repeats":3,"median_ms":-1,"p10_ms":1,"p90_ms":1,"command":"x"}]})"
        << "row 0";
    QTest::newRow("no spread")
        << "{" + head + R"(,"rows":[{"size":16,"series":"gpu-kernel","median_ms":1}]})"
        << "row 0 needs its repeats";
    QTest::newRow("p10 above the median")
        << "{" + head +
               R"(,"rows":[{"size":16,"series":"gpu-kernel","repeats":3,"median_ms":1,"p10_ms":2,"p90_ms":3,"command":"x"}]})"
        << "p10_ms ≤ median_ms";
  }
  void refusesBrokenFiles() {
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    auto m = parseMeasurement(json, QStringLiteral("x.json"));
    QVERIFY(!m.isOk());
    QCOMPARE(m.status().code, StatusCode::InvalidArgument);
    QVERIFY2(QString::fromStdString(m.status().message).contains(says), m.status().message.c_str());
  }

  // The writer (scripts/gpu/write_measurement.py, the dry run's self-test) and this reader agree:
  // the file the writer makes from a made-up complete run has exactly the fixture's fields, at
  // the top, in its rows and in its clocks, and the reader takes every one of them.
  void readsWhatTheWriterWrites() {
    if (!QFile::exists(QStringLiteral("/usr/bin/python3"))) QSKIP("no /usr/bin/python3 here");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString written = dir.filePath(QStringLiteral("written.json"));
    QProcess writer;
    writer.start(QStringLiteral("/usr/bin/python3"),
                 {QStringLiteral(WRITER_SCRIPT), QStringLiteral("--example"), written});
    QVERIFY(writer.waitForFinished(60000));
    QVERIFY2(writer.exitCode() == 0, writer.readAllStandardError().constData());

    auto readJson = [](const QString& path) {
      QFile f(path);
      return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                         : QJsonObject();
    };
    const QJsonObject fromWriter = readJson(written);
    const QJsonObject fixture = readJson(QStringLiteral(FIXTURE_FILE));
    QVERIFY(!fromWriter.isEmpty() && !fixture.isEmpty());
    QCOMPARE(fromWriter.keys(), fixture.keys());
    const QStringList rowKeys =
        fixture.value(QStringLiteral("rows")).toArray().first().toObject().keys();
    for (const QJsonValue& row : fromWriter.value(QStringLiteral("rows")).toArray())
      QCOMPARE(row.toObject().keys(), rowKeys);
    QCOMPARE(fromWriter.value(QStringLiteral("clocks")).toObject().keys(),
             fixture.value(QStringLiteral("clocks")).toObject().keys());

    auto m = readMeasurementFile(written);
    QVERIFY2(m.isOk(), m.status().message.c_str());
    QCOMPARE(m->device, QStringLiteral("Made-up GPU"));
    QCOMPARE(m->commit, QStringLiteral("0123456789abcdef0123456789abcdef01234567"));
    QCOMPARE(m->clockSamples, 3);
    QCOMPARE(m->smMhz.min, 1755.0);
    QCOMPARE(m->memMhz.median, 3201.0);
    QVERIFY(m->cudnn.startsWith(QStringLiteral("9.0.0")));
    QCOMPARE(m->torch, QStringLiteral("0.0-made-up"));
    QCOMPARE(m->rows.size(), fromWriter.value(QStringLiteral("rows")).toArray().size());
    for (const RecordedRow& row : m->rows) {
      QVERIFY(row.repeats > 0);
      QVERIFY(!row.command.isEmpty());
    }
    QVERIFY(m->hasSeries(QStringLiteral("gpu-interop")));
  }

  // Every shipped file is embedded and readable; none is invented to make this pass.
  void embedsEveryShippedFile() {
    const QStringList shipped =
        QDir(QStringLiteral(MEASUREMENT_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files);
    QStringList problems;
    const auto files = embeddedMeasurements(&problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(files.size(), shipped.size());
  }

  void recordedRowsComeFromTheFileAndTheRestFromTheModel() {
    Config config;
    config.sizes = {16, 1024};
    config.kernel = *presetKernel("gaussian-blur");
    config.recordedFile = QStringLiteral(FIXTURE_FILE);
    config.budgetMsPerRow = 1;
    auto r = runSweep(config);
    QVERIFY2(r.isOk(), r.status().message.c_str());
    const bool device = r->info(QStringLiteral("gpu-kernel"))->source == SeriesSource::Measured;
    if (device) QSKIP("a CUDA device is here: its rows come before a recorded file");
    QCOMPARE(r->info(QStringLiteral("gpu-pageable"))->source, SeriesSource::Recorded);
    QVERIFY(r->info(QStringLiteral("gpu-pageable"))->label.contains(QStringLiteral("2000-01-01")));
    QCOMPARE(r->find(1024, QStringLiteral("gpu-pageable"))->medianMs, 0.9);
    QCOMPARE(r->find(1024, QStringLiteral("gpu-pageable"))->runs, 30);
    // Where the rows come from is said with them: the commit, the versions, the clocks.
    QVERIFY2(r->notes.join(QLatin1Char('\n')).contains(QStringLiteral("commit 000000000000")),
             qPrintable(r->notes.join(QLatin1Char('\n'))));
    // The file has no pinned rows: that series is the model's, and says so.
    QCOMPARE(r->info(QStringLiteral("gpu-pinned"))->source, SeriesSource::Model);
    QCOMPARE(r->find(1024, QStringLiteral("gpu-pinned"))->source, SeriesSource::Model);
    // A recorded total split against its kernel row: kernel + copies.
    const Row* pageable = r->find(1024, QStringLiteral("gpu-pageable"));
    QCOMPARE(pageable->parts.size(), 2);
    QCOMPARE(pageable->parts[1].name, QStringLiteral("copies"));
    QVERIFY(qAbs(pageable->parts[1].ms - 0.89) < 1e-9);
  }

  // A file of rows the sweep does not draw (torch-conv2d only) was read and then not used, with
  // no word: the GPU rows came from the model as if no file had been given.
  void aRecordedFileWithNoRowTheSweepDrawsIsNamed() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("torch-only.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        R"({"device":"x","driver":"1","cuda_runtime":"13.0","commit":"abc","date":"d","command":"c",)"
        R"("rows":[{"size":16,"series":"torch-conv2d","repeats":3,"median_ms":1,"p10_ms":1,)"
        R"("p90_ms":1,"command":"x"}]})");
    f.close();
    Config config;
    config.sizes = {16};
    config.kernel = *presetKernel("gaussian-blur");
    config.recordedFile = path;
    config.budgetMsPerRow = 1;
    auto r = runSweep(config);
    QVERIFY2(r.isOk(), r.status().message.c_str());
    const QString notes = r->notes.join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("holds no row the sweep draws")), qPrintable(notes));
    QVERIFY2(notes.contains(path), qPrintable(notes));
  }

  void theFigureRendersWithoutGl() {
    Config config;
    config.sizes = {16, 64};
    config.kernel = *presetKernel("sharpen");
    config.forceModel = true;
    config.budgetMsPerRow = 1;
    auto r = runSweep(config);
    QVERIFY(r.isOk());
    const QImage image = renderFigure(*r, 64, QSize(1200, 800));
    QCOMPARE(image.size(), QSize(1200, 800));
    // Drawn, not blank: the parallel series' orange is somewhere on it.
    bool orange = false;
    for (int y = 0; y < image.height() && !orange; y += 2) {
      for (int x = 0; x < image.width() && !orange; x += 2) {
        const QColor c = image.pixelColor(x, y);
        orange = c.red() > 200 && c.green() > 90 && c.green() < 130 && c.blue() < 40;
      }
    }
    QVERIFY(orange);
  }

  // The parts chart stacks each bar in the order its parts happen (interop read launch, kernel,
  // map, unmap where the formula adds map + launch + kernel + unmap), and no two parts share a
  // colour (kernel, map and unmap were three near-identical teals).
  void partsStackInTheOrderTheyHappenInDistinctColours() {
    Config config;
    config.sizes = {64};
    config.kernel = *presetKernel("sharpen");
    config.forceModel = true;
    config.budgetMsPerRow = 1;
    auto r = runSweep(config);
    QVERIFY(r.isOk());
    std::unique_ptr<QChart> chart(makePartsChart(*r, 64));
    QVERIFY(!chart->series().isEmpty());
    auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(chart->series().first());
    QVERIFY(bars);
    QStringList order;
    QList<QRgb> colours;
    for (QBarSet* set : bars->barSets()) {
      order << set->label();
      QVERIFY2(!colours.contains(set->color().rgb()), qPrintable(set->label()));
      colours << set->color().rgb();
    }
    const auto at = [&](const char* part) { return order.indexOf(QString::fromLatin1(part)); };
    QVERIFY2(at("map") >= 0 && at("unmap") >= 0, qPrintable(order.join(QLatin1Char(','))));
    QVERIFY2(at("upload") < at("map") && at("map") < at("launch") && at("launch") < at("kernel") &&
                 at("kernel") < at("unmap") && at("unmap") < at("download"),
             qPrintable(order.join(QLatin1Char(','))));
  }

  void crossoverSentenceNamesTheSource() {
    SweepResult r;
    r.modelGpuName = QStringLiteral("RTX 4090");
    r.series << SeriesInfo{QStringLiteral("parallel"), SeriesSource::Measured,
                           QStringLiteral("here")}
             << SeriesInfo{QStringLiteral("gpu-pageable"), SeriesSource::Model,
                           QStringLiteral("m")};
    for (auto [side, cpu, gpu] :
         {std::tuple{256, 0.03, 0.07}, {512, 0.2, 0.19}, {1024, 0.9, 0.7}}) {
      r.rows << Row{side, QStringLiteral("parallel"), SeriesSource::Measured, cpu, 3, {}, {}}
             << Row{side, QStringLiteral("gpu-pageable"), SeriesSource::Model, gpu, 0, {}, {}};
    }
    const auto lines = crossovers(r);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0].sentence,
             QStringLiteral("With copies through pageable memory, the GPU (model: RTX 4090) wins "
                            "from 512 × 512 on; at 256 × 256 the parallel CPU engine is still "
                            "faster"));
    QVERIFY(formatCsv(r).startsWith(QStringLiteral("size,series,source,median_ms")));
  }

  // A sweep on a busy machine: parallel held back to 25 ms at 16² against 0.004 ms for the loop.
  void layerFiguresOf64To64At56() {
    const LayerShape s = layerShape(layerPresets()[1]);
    QCOMPARE(s.channels, 64);
    QCOMPARE(s.filters, 64);
    QCOMPARE(s.height, 56);
    QCOMPARE(s.outHeight(), 56);  // zero padding keeps the side
    QCOMPARE(s.macsPerOutput(), 576LL);
    // By hand: 2 FLOP per multiply-add over every output, each tensor moved once.
    const double outputs = 64.0 * 56 * 56;
    const double flops = 2.0 * 576 * outputs;
    const double bytes = 4.0 * (64.0 * 56 * 56 + 64.0 * 64 * 9 + 64 + outputs);
    QVERIFY(qAbs(s.flops() - flops) < 1);
    QVERIFY(qAbs(s.arithmeticIntensity() - flops / bytes) < 1e-9);
    QCOMPARE(layerVramBytes(s), bytes);
    // Batching shares the fixed costs: time per image falls, VRAM grows with the batch.
    const auto rows = batchRows(s, defaultReferenceGpu(), 16);
    QCOMPARE(rows.size(), size_t(5));
    QVERIFY(rows.back().copiesMsPerImage < rows.front().copiesMsPerImage);
    QVERIFY(rows.back().vramBytes > rows.front().vramBytes);
  }

  void im2colTimesWeightsIsTheLayer() {
    auto input = Tensor::create(1, 2, 4, 5);  // not square: rows and columns cannot swap
    auto weights = Tensor::create(3, 2, 3, 3);
    QVERIFY(bool(input) && bool(weights));
    std::mt19937 random(7);
    std::uniform_real_distribution<float> value(-1, 1);
    for (float& v : input->values) v = value(random);
    for (float& v : weights->values) v = value(random);
    const auto m = im2colFigure(*input, ConvParams{});
    QVERIFY(bool(m));
    QCOMPARE(m->rows, 18);
    QCOMPARE(m->cols, 20);
    QVERIFY(m->isPadding(0, 0));   // output (0, 0), tap (0, 0): left of and above the image
    QVERIFY(!m->isPadding(4, 0));  // its centre tap
    auto problem = makeLayerProblem(*input, *weights, nullptr, ConvParams{});
    QVERIFY(bool(problem));
    const auto reference = convolveLayerReference(*problem);
    QVERIFY(bool(reference));
    for (int k = 0; k < 3; ++k)
      for (int col = 0; col < m->cols; ++col) {
        double sum = 0;
        for (int row = 0; row < m->rows; ++row)
          sum += double(weights->values[static_cast<size_t>(k * 18 + row)]) * m->at(row, col);
        QVERIFY(qAbs(sum - reference->plane(0, k)[col]) < 1e-5);
      }
  }

  void markedCpuRowsGiveNoCrossover() {
    SweepResult r;
    r.modelGpuName = QStringLiteral("RTX 4090");
    r.series << SeriesInfo{QStringLiteral("reference"), SeriesSource::Measured,
                           QStringLiteral("here")}
             << SeriesInfo{QStringLiteral("parallel"), SeriesSource::Measured,
                           QStringLiteral("here")}
             << SeriesInfo{QStringLiteral("gpu-kernel"), SeriesSource::Model, QStringLiteral("m")};
    for (auto [side, ref, par, gpu] :
         {std::tuple{16, 0.004, 25.0, 0.01}, {256, 0.5, 0.08, 0.02}, {1024, 7.0, 0.2, 0.05}}) {
      Row reference{side, QStringLiteral("reference"), SeriesSource::Measured, ref, 3, {}, {}};
      Row parallel{side, QStringLiteral("parallel"), SeriesSource::Measured, par, 3, {}, {}};
      r.rows << reference << parallel
             << Row{side, QStringLiteral("gpu-kernel"), SeriesSource::Model, gpu, 0, {}, {}};
    }
    // Trusted, the best CPU figure decides: the loop at 16², so the GPU wins from 256² on.
    auto lines = crossovers(r);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0].crossover.kind, convscope::Crossover::Kind::WinsFrom);
    QCOMPARE(lines[0].crossover.fromSide, 256);
    QVERIFY2(lines[0].sentence.contains(QStringLiteral("reference loop")),
             qPrintable(lines[0].sentence));
    // Marked (as core's rule marks a multi-threaded row slower than one thread): no conclusion.
    r.rows[1].trusted = false;
    r.rows[1].distrust << QStringLiteral("one-thread");
    lines = crossovers(r);
    QCOMPARE(lines[0].crossover.kind, convscope::Crossover::Kind::TooBusyToTell);
    QVERIFY2(lines[0].sentence.contains(QStringLiteral("too busy to tell")),
             qPrintable(lines[0].sentence));
    QVERIFY(!lines[0].sentence.contains(QStringLiteral("wins from")));
    // The files carry the mark and why.
    const QStringList csv = formatCsv(r).split(QLatin1Char('\n'));
    QVERIFY(csv[0].endsWith(QStringLiteral("others_busy,load_average,trusted,distrust")));
    QVERIFY2(csv[2].startsWith(QStringLiteral("16,parallel,")) &&
                 csv[2].endsWith(QStringLiteral(",no,one-thread")),
             qPrintable(csv[2]));
    QVERIFY(formatJson(r).contains(QStringLiteral("\"too_busy\": true")));
  }
};

QTEST_MAIN(TestSpeed)
#include "tst_speed.moc"
