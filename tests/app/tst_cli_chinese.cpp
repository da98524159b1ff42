// The command line under zh_CN, as a Chinese reader meets it: every subcommand's --help and the
// tables and messages it prints hold no English prose. What may stay Latin is listed below:
// names (engines, series, products, libraries), units, option names and values, file names,
// code identifiers and numbers. Chinese sentences use full-width "，", "：" and "；" and end in
// "。", never in ASCII "." after a Chinese character or "）". What scripts read stays English:
// a CSV header, a JSON key and the JSON's values.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

// Latin words a Chinese table or help may hold: each a name, a unit or a value to type, never a
// word of a sentence. Words with a digit, a dot, a slash or an underscore, camelCase and
// all-capital words (acronyms, codes) are names by their shape and are not listed.
const QSet<QString>& allowedWords() {
  static const QSet<QString> words{
      // The program, its subcommands and what a reader types after them.
      "convscope", "ConvScope", "apply", "bench", "sweep", "network", "map", "info", "lessons",
      "train", "render", "vgg16", "xvfb-run",
      // Engines, series and sources as the tables and the options name them.
      "reference", "parallel", "emulated", "cuda", "cuda-tiled", "cuda-rows", "cuda-staged",
      "memcpy", "d2d-copy", "layer-cpu", "gpu-kernel", "gpu-pageable", "gpu-pinned", "gpu-interop",
      "layer-reference", "layer-im2col-openblas", "layer-onednn", "layer-cuda", "layer-cuda-tiled",
      "layer-cudnn", "layer-gpu-model", "layer-gpu-model-cal", "pub-v100-fwd", "pub-v100-bwd-data",
      "pub-v100-bwd-weights", "pub-1080ti-fwd", "pub-1080ti-bwd-data", "pub-1080ti-bwd-weights",
      "onednn", "cudnn", "im2col", "interop", "staged", "naive", "tiled", "rows",
      // Option values.
      "table", "csv", "json", "text", "zero", "replicate", "reflect", "none", "valid", "luma", "r",
      "g", "b", "light", "dark", "desktop", "workbench", "speed", "layer", "memory", "tile",
      "coalescing", "banks", "blocks", "colours", "warps", "lanes", "idle", "who", "all", "on",
      "off", "en", "x", "y", "weights", "npz", "npy", "png", "gif", "pdf",
      // Kernel presets and samples.
      "identity", "box-blur", "gaussian-blur", "sharpen", "laplacian", "outline", "sobel-x",
      "sobel-y", "emboss", "digit", "checkerboard", "gradient", "camera", "astronaut", "chelsea",
      "coffee", "coins",
      // Units and the metavariables of a usage line (WxH, A..B).
      "ms", "s", "µs", "ns", "px", "B", "KiB", "MiB", "GiB", "kFLOP", "MFLOP", "GFLOP", "gflop",
      "FILE", "SAMPLE", "MODE", "NAME", "DIR", "WxH", "BXxBY", "LIST",
      // Products, libraries, vendors and the terms the vocabulary keeps (README of the
      // translations): lane, warp's place in Chinese text, is written "lane".
      "Qt", "OpenMP", "OpenGL", "NVIDIA", "PyTorch", "NumPy", "oneDNN", "cuDNN", "OpenBLAS",
      "Fashion-MNIST", "Xeon", "Titan", "Pascal", "Ti", "Tensor", "Core", "Winograd", "DeepBench",
      "Torch", "jcjohnson", "cnn-benchmarks", "Debian", "dataset-fashion-mnist", "Xvfb", "Wayland",
      "Rec", "PCIe", "lane", "epoch", "lr", "max", "Ctrl-C", "EPYC", "Mpx", "float", "float32",
      "inf", "NaN", "sm", "blockIdx", "threadIdx", "blockDim", "Mesa", "AVX", "Intel", "AMD",
      "Torch7", "SGD", "nvcc", "Python", "Adam", "Volta", "cpu",
      // The sources of a GPU figure, as the CSV's source column and sweep --help name them.
      "measured", "recorded", "model"};
  return words;
}

bool isNameByShape(const QString& word) {
  static const QRegularExpression shapes(
      QStringLiteral("[0-9._/=&<>|()\\[\\]{}]"  // numbers, files, units, code
                     "|^[A-Z][A-Z0-9-]*$"       // metavariables and acronyms: N, CPU, EGL
                     "|^[b-hj-z]$"              // a variable: n 路, x 方向
                     "|[a-z][A-Z]"));           // camelCase identifiers
  return shapes.match(word).hasMatch();
}

// The Latin words of `text` that are neither an allowed name nor a name by their shape, with
// the line each stands in.
QStringList englishWords(const QString& input) {
  // A term's English name in parentheses right after its Chinese name is a gloss, as the
  // vocabulary has it: 锁页内存（pinned memory）.
  static const QRegularExpression gloss(
      QStringLiteral("(?<=[\\x{4e00}-\\x{9fff}])\\x{ff08}[A-Za-z][A-Za-z -]{0,30}\\x{ff09}"));
  QString text = input;
  text.remove(gloss);
  static const QRegularExpression latinRun(
      QStringLiteral("[A-Za-zµ0-9][A-Za-zµ0-9_./=&<>|()'+-]*"));
  QStringList found;
  for (const QString& line : text.split(QLatin1Char('\n'))) {
    auto it = latinRun.globalMatch(line);
    while (it.hasNext()) {
      const QRegularExpressionMatch m = it.next();
      const qsizetype at = m.capturedStart();
      // Options and their values as a reader types them: --size, -a.
      if (at > 0 && line.at(at - 1) == QLatin1Char('-')) continue;
      QString word = m.captured();
      // Trailing punctuation of the run, and a possessive or a parenthesis around it.
      while (!word.isEmpty() && QStringLiteral(".)('-+").contains(word.back())) word.chop(1);
      while (!word.isEmpty() && QStringLiteral("('").contains(word.front())) word.remove(0, 1);
      if (word.isEmpty() || !word.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))))
        continue;
      if (allowedWords().contains(word) || isNameByShape(word)) continue;
      found << QStringLiteral("'%1' in: %2").arg(word, line.trimmed());
    }
  }
  return found;
}

// ASCII sentence punctuation next to Chinese: "，" "：" "；" belong there, and "。" ends a
// sentence, not "." after a Chinese character or "）".
QStringList halfWidthPunctuation(const QString& text) {
  static const QRegularExpression wrong(
      QStringLiteral("[\\x{4e00}-\\x{9fff}\\x{ff09}][,:;]|[,:;][\\x{4e00}-\\x{9fff}]|"
                     "[\\x{4e00}-\\x{9fff}\\x{ff09}]\\.(\\s|$)"));
  QStringList found;
  for (const QString& line : text.split(QLatin1Char('\n'))) {
    if (wrong.match(line).hasMatch()) found << line.trimmed();
  }
  return found;
}

bool hasChinese(const QString& text) {
  static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
  return han.match(text).hasMatch();
}

// No display (render's no-display message is checked on its own), the locale Chinese as a
// Chinese desktop sets it; --lang zh_CN is given as well unless `byLocaleOnly`.
QProcessEnvironment chineseDesktop() {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "DISPLAY", "WAYLAND_DISPLAY"})
    env.remove(QString::fromLatin1(name));
  env.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
  return env;
}

RunResult runChinese(const QStringList& args, bool byLocaleOnly = false) {
  QStringList all = args;
  if (!byLocaleOnly) all << QStringLiteral("--lang") << QStringLiteral("zh_CN");
  return runCli(all, 120000, chineseDesktop());
}

}  // namespace

class TestCliChinese : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  // This machine's CPU and GPU as their makers name them ("Intel(R) Xeon(R) Gold 6248"): names,
  // whatever words they hold.
  QStringList m_machineNames;

  // The whole of `text` (stdout or stderr) as a Chinese reader sees it.
  void checkChinese(QString text) const {
    QVERIFY2(hasChinese(text), qPrintable(text));
    for (const QString& name : m_machineNames) text.replace(name, QStringLiteral("NAME"));
    const QStringList english = englishWords(text);
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    const QStringList punctuation = halfWidthPunctuation(text);
    QVERIFY2(punctuation.isEmpty(), qPrintable(punctuation.join(QLatin1Char('\n'))));
  }

 private slots:
  void initTestCase() {
    QVERIFY(m_dir.isValid());
    const QJsonObject info =
        runJson({QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(!info.isEmpty());
    for (const QString& name :
         {info.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("model")).toString(),
          info.value(QStringLiteral("cudaDevice"))
              .toObject()
              .value(QStringLiteral("name"))
              .toString()})
      if (!name.isEmpty()) m_machineNames << name;
  }

  void helpIsChinese_data() {
    QTest::addColumn<QStringList>("command");
    QTest::newRow("convscope") << QStringList{};
    for (const char* sub :
         {"apply", "bench", "sweep", "network", "map", "info", "lessons", "train", "render"})
      QTest::newRow(sub) << QStringList{QString::fromLatin1(sub)};
  }
  void helpIsChinese() {
    QFETCH(QStringList, command);
    const RunResult r = runChinese(command + QStringList{QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    checkChinese(r.out);
    // The desktop's locale alone, without --lang, gives the same help.
    const RunResult byLocale = runChinese(command + QStringList{QStringLiteral("--help")}, true);
    QCOMPARE(byLocale.out, r.out);
  }

  void tablesAreChinese_data() {
    QTest::addColumn<QStringList>("command");
    const QString png = m_dir.filePath(QStringLiteral("edges.png"));
    QTest::newRow("apply") << QStringList{"apply",   "--image", "digit:7", "--kernel",
                                          "sobel-x", "--out",   png};
    // The default engines (the reference loop's cap, no CUDA rows on a machine without one)
    // and named ones (skipped rows, the staged parts where there is a device).
    QTest::newRow("bench") << QStringList{"bench", "--sizes", "64", "--repeat", "1"};
    QTest::newRow("bench engines") << QStringList{
        "bench", "--sizes", "64", "--repeat", "1", "--engines", "parallel,cuda,cuda-staged"};
    QTest::newRow("bench layer") << QStringList{"bench", "--layer",  "4:4", "--sizes",
                                                "8",     "--repeat", "1"};
    QTest::newRow("sweep") << QStringList{"sweep", "--sizes", "16,32"};
    QTest::newRow("sweep layer") << QStringList{"sweep", "--layer", "2:2", "--sizes", "4"};
    QTest::newRow("network") << QStringList{"network", "vgg16", "--repeat", "1"};
    QTest::newRow("map") << QStringList{"map",  "--size",  "129x1", "--block",
                                        "32x1", "--pixel", "128,0"};
    QTest::newRow("map one block") << QStringList{"map", "--size", "1x1", "--block", "1x1"};
    QTest::newRow("map access") << QStringList{"map",    "--access", "--kernel", "tiled",
                                               "--size", "64x64",    "--block",  "16x16"};
    QTest::newRow("info") << QStringList{"info"};
    QTest::newRow("lessons") << QStringList{"lessons"};
  }
  void tablesAreChinese() {
    QFETCH(QStringList, command);
    const RunResult r = runChinese(command);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    checkChinese(r.out);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
  }

  // A message on stderr: CUDA's reason in a sentence, the failed call on a detail line.
  void cudaErrorIsChinese() {
    if (hasCudaDevice()) QSKIP("a CUDA device is present: apply --engine cuda succeeds");
    const RunResult r =
        runChinese({QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
                    QStringLiteral("--kernel"), QStringLiteral("identity"),
                    QStringLiteral("--engine"), QStringLiteral("cuda"), QStringLiteral("--out"),
                    m_dir.filePath(QStringLiteral("cuda.npy"))});
    QCOMPARE(r.exitCode, 1);
    checkChinese(r.err);
    QVERIFY2(!r.err.contains(QStringLiteral("failed at")), qPrintable(r.err));
  }

  // The training table, where the data set is installed (Debian's dataset-fashion-mnist).
  void trainIsChinese() {
    const RunResult r = runChinese(
        {QStringLiteral("train"), QStringLiteral("--steps"), QStringLiteral("2"),
         QStringLiteral("--limit"), QStringLiteral("128"), QStringLiteral("--test-limit"),
         QStringLiteral("64"), QStringLiteral("--engine"), QStringLiteral("reference")});
    if (r.exitCode == 1 && r.err.contains(QStringLiteral("fashion-mnist"), Qt::CaseInsensitive))
      QSKIP("Fashion-MNIST is not installed");
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    checkChinese(r.out);
  }

  // The glossary: each term's English name stands in parentheses beside the Chinese one, and
  // is a name there; the definitions are Chinese.
  void glossaryIsChinese() {
    const RunResult r = runChinese({QStringLiteral("lessons"), QStringLiteral("--glossary")});
    QCOMPARE(r.exitCode, 0);
    QString text = r.out;
    text.remove(QRegularExpression(QStringLiteral("\\x{ff08}[^\\x{ff08}\\x{ff09}]*\\x{ff09}")));
    text.remove(QRegularExpression(QStringLiteral("\\x{201c}[^\\x{201d}]*\\x{201d}")));
    checkChinese(text);
    // One word a concept: a lane is a lane, 通道 is an image's channel.
    QVERIFY2(!r.out.contains(QStringLiteral("向量通道")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("滤波器和卷积核是同一个东西")), qPrintable(r.out));
  }

  // What scripts read keeps its English names and values under zh_CN.
  void filesStayEnglish() {
    const RunResult csv =
        runChinese({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64"),
                    QStringLiteral("--repeat"), QStringLiteral("1"), QStringLiteral("--format"),
                    QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    QVERIFY2(csv.out.startsWith(QStringLiteral("size,engine,status,median_ms,")),
             qPrintable(csv.out));
    QVERIFY2(!hasChinese(csv.out), qPrintable(csv.out));

    const RunResult json =
        runChinese({QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16,32"),
                    QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(!hasChinese(json.out), qPrintable(json.out));
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray crossovers = o.value(QStringLiteral("crossovers")).toArray();
    QVERIFY(!crossovers.isEmpty());
    QVERIFY2(crossovers.first()
                 .toObject()
                 .value(QStringLiteral("sentence"))
                 .toString()
                 .contains(QStringLiteral("the GPU")),
             qPrintable(json.out));
    QVERIFY(o.value(QStringLiteral("cpu")).toString().startsWith(QStringLiteral("measured here")));
  }

  // render without a display: the message that says how to get one (gui/gl/gl_check.cpp, made
  // before the translator and translated when printed).
  void renderWithoutADisplayIsChinese() {
    const RunResult r = runChinese({QStringLiteral("render"), QStringLiteral("--out"),
                                    m_dir.filePath(QStringLiteral("no.png"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(englishWords(r.err).isEmpty(), qPrintable(r.err));
  }
};

QTEST_GUILESS_MAIN(TestCliChinese)
#include "tst_cli_chinese.moc"
