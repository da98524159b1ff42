// Chapters 12 to 15: the whole layer and why the GPU wins it, memory-bound against
// compute-bound (the roofline), how cuDNN and oneDNN compute a layer, and why a GPU runs far
// more threads than it has cores.
#include "lesson_text/chapters.h"

namespace convscope::lessons {

std::vector<Chapter> chaptersTwelveToFifteen() {
  std::vector<Chapter> list;

  Chapter twelve;
  twelve.number = 12;
  twelve.title = {"The whole layer, and why the GPU wins it", "整层卷积：GPU 为什么能赢"};
  twelve.body = {
      "<p>Chapter 5 found that one filter hardly pays for its copies: 9 multiply-adds for every 8 "
      "bytes moved. The copies cross <a href=\"term:pcie\">PCIe</a> at about 25 GB/s, close to "
      "the speed at which a CPU reads its own memory (10–100 GB/s), so the GPU gains at most that "
      "ratio: about 2× on a large image beside a CPU with slow memory, little or nothing on most "
      "machines, and on a small image the CPU wins.</p>"
      "<p>A real layer is different. Many filters can be computed at once, and so can many "
      "samples: 64 filters each read all 64 input <a href=\"term:channel\">channels</a>, for 8 "
      "images in a <a href=\"term:batch\">batch</a>. Every input byte is now used 64 × 9 times, "
      "so the work grows far faster than the copies.</p>"
      "<p>On the right, this CPU at its very best (its own ceilings, measured here) against the "
      "GPU model with its copies. For one filter the copies eat the GPU's advantage; for the "
      "layer the GPU wins even after paying for them.</p>",
      "<p>第 5 章发现，一个卷积核几乎抵不过复制的开销：每搬 8 个字节只做 9 次乘加。复制经过 "
      "<a href=\"term:pcie\">PCIe</a>，大约 25 GB/s，和 CPU 读自己内存的速度（10–100 GB/s）"
      "差不多，所以 GPU 最多只能快出这两个速度之比：大图像配上内存慢的 CPU 时大约 2 倍，多数机器上"
      "几乎没有优势，小图像时 CPU 更快。</p>"
      "<p>真实的一层就不一样了。多个卷积核可以同时算，多个样本也可以并行算：64 个卷积核，"
      "每个都要读全部 64 个输入<a href=\"term:channel\">通道</a>，一<a href=\"term:batch\">批"
      "</a>有 8 张图。现在每个输入字节要被用上 64 × 9 次，工作量比复制量增长得快得多。</p>"
      "<p>右边是本机 CPU 的最好成绩（用在本机测得的上限算出）与连同复制在内的 GPU 模型的比较。"
      "一个卷积核时，复制吃掉了 GPU 的优势；整层时，即使付出复制的代价，GPU 也赢了。</p>"};
  twelve.question = {
      "The layer's input is 8 × 64 × 56 × 56 floats. How many times is each input value "
      "multiplied by a weight?",
      "这一层的输入是 8 × 64 × 56 × 56 个浮点数。每个输入值要和权重相乘多少次？"};
  twelve.answer = {
      "About 64 × 9 = 576 times: each of the 64 filters has 9 weights on its channel, and each "
      "lands on it once (a little less at the border). One filter on one channel uses it only 9 "
      "times.",
      "大约 64 × 9 = 576 次：64 个卷积核在它所在的通道上各有 9 个权重，每个权重都会落在它上面"
      "一次（边缘处略少）。一个卷积核、一个通道时只用 9 次。"};
  twelve.demo = Demo::LayerWins;
  list.push_back(twelve);

  Chapter thirteen;
  thirteen.number = 13;
  thirteen.title = {"Memory-bound or compute-bound: the roofline",
                    "受限于内存还是受限于计算：屋顶线模型"};
  thirteen.body = {
      "<p>Every machine has two limits: how many bytes per second its memory delivers, and how "
      "many operations per second its cores do. The <a href=\"term:roofline\">roofline</a> draws "
      "both: a slope for the bandwidth and a flat roof for the peak.</p>"
      "<p>Where a piece of work sits depends on its <a href=\"term:intensity\">arithmetic "
      "intensity</a>, the operations it does per byte. One filter does about 2: it sits on the "
      "slope, <b>memory-bound</b>, waiting for data on both machines. A 64 → 64 layer does over "
      "a hundred: it reaches the roof, <b>compute-bound</b>, and the GPU's roof is hundreds of "
      "times higher.</p>"
      "<p>That is why deep learning loves the GPU: its layers have the intensity to use it.</p>",
      "<p>每台机器都有两个极限：内存每秒能送来多少字节，核心每秒能做多少次运算。"
      "<a href=\"term:roofline\">屋顶线模型</a>把两者画在一起：带宽是一条斜线，峰值是平的屋顶。</p>"
      "<p>一项工作落在哪里，取决于它的<a href=\"term:intensity\">计算强度</a>，也就是每个字节"
      "做多少次运算。一个卷积核大约是 2：它落在斜线上，<b>受限于内存</b>，在两台机器上都在等数据。"
      "64 → 64 的一层超过一百：它够到了屋顶，<b>受限于计算</b>，而 GPU 的屋顶要高出几百倍。</p>"
      "<p>这就是深度学习离不开 GPU 的原因：它的每一层都有足够的计算强度把 GPU 用满。</p>"};
  thirteen.question = {
      "A GPU has 1000 GB/s and 80,000 GFLOP/s. Below what arithmetic intensity is a kernel "
      "memory-bound on it?",
      "一块 GPU 的带宽是 1000 GB/s，峰值是 80,000 GFLOP/s。计算强度低于多少时，核函数在它上面"
      "受限于内存？"};
  thirteen.answer = {
      "Below 80,000 ÷ 1000 = 80 FLOP per byte, the ridge point. One filter (about 2) is far "
      "below it; a 64 → 64 layer is above it.",
      "低于 80,000 ÷ 1000 = 每字节 80 FLOP，也就是屋脊点。一个卷积核（约 2）远低于它；"
      "64 → 64 的一层在它之上。"};
  thirteen.demo = Demo::Roofline;
  list.push_back(thirteen);

  Chapter fourteen;
  fourteen.number = 14;
  fourteen.title = {"How cuDNN and oneDNN compute a layer", "cuDNN 和 oneDNN 怎样计算一层卷积"};
  fourteen.body = {
      "<p>Libraries do not run the naive loop. The classic way is <a href=\"term:im2col\">im2col"
      "</a>: copy every patch the filters meet into one column of a matrix, then the whole layer "
      "is <b>one matrix product</b>, which BLAS libraries (OpenBLAS on the CPU, cuBLAS on the "
      "GPU) run near the machine's peak.</p>"
      "<p>There are other ways. <b>Winograd</b> computes a 3 × 3 convolution with fewer "
      "multiplications by transforming small tiles first; FFT helps large filters. "
      "<a href=\"term:cudnn\">cuDNN</a> (and oneDNN on Intel and AMD CPUs) holds several "
      "algorithms and <b>chooses</b> the fastest for each layer's shape, by rule or by timing "
      "them. On recent GPUs the matrix products run on <a href=\"term:tensorcore\">Tensor "
      "Cores</a>, in reduced precision (FP16 inputs, FP32 accumulation), several times faster "
      "again: on the right, one VGG-16 layer on a V100 as DeepBench (Baidu Research) measured it "
      "with cuDNN 7.6 at batch 16.</p>"
      "<p>The same measurement in FP32 runs <b>above the card's FP32 peak</b>. It is not "
      "broken: its rate counts the direct convolution's multiplications, and cuDNN chose "
      "Winograd, which does fewer of them.</p>"
      "<p>The same GPU, with and without cuDNN: more than twice as fast.</p>",
      "<p>这些库并不执行朴素的循环。经典的做法是 <a href=\"term:im2col\">im2col</a>：把卷积核"
      "遇到的每个小块复制成矩阵的一列，于是整层就是<b>一次矩阵乘法</b>，而 BLAS 库"
      "（CPU 上的 OpenBLAS，GPU 上的 cuBLAS）能以接近机器峰值的速度完成它。</p>"
      "<p>还有别的办法。<b>Winograd</b> 先变换小块，用更少的乘法算出 3 × 3 卷积；"
      "FFT 对大卷积核有帮助。<a href=\"term:cudnn\">cuDNN</a>（以及 Intel、AMD CPU 上的 "
      "oneDNN）内置多种算法，并针对每一层的形状<b>挑选</b>最快的那个：按规则，或者实际计时比较。"
      "在较新的 GPU 上，矩阵乘法运行在 <a href=\"term:tensorcore\">Tensor Core</a> "
      "上，使用较低精度（FP16 输入，FP32 累加），还能再快好几倍：右边是 DeepBench（百度研究院）"
      "在 V100 上用 cuDNN 7.6、批大小 16 测得的 VGG-16 的一层。</p>"
      "<p>同一层用 FP32 算时，速率<b>超过了显卡的 FP32 峰值</b>。这并没有算错：这个速率是按直接"
      "卷积的乘法次数计算的，而 cuDNN 选了 Winograd，它做的乘法更少。</p>"
      "<p>同一块 GPU，用不用 cuDNN：速度相差一倍多。</p>"};
  fourteen.question = {
      "A layer has 64 input channels and outputs of 56 × 56. How large is its im2col matrix?",
      "一层有 64 个输入通道，输出是 56 × 56。它的 im2col 矩阵有多大？"};
  fourteen.answer = {
      "64 × 9 = 576 rows and 56 × 56 = 3136 columns: about 1.8 million values, nine times the "
      "input. That memory is the price of turning the layer into one fast matrix product.",
      "64 × 9 = 576 行，56 × 56 = 3136 列：约 180 万个值，是输入的九倍。"
      "这些内存就是把整层变成一次高速矩阵乘法所付出的代价。"};
  fourteen.demo = Demo::Im2col;
  list.push_back(fourteen);

  Chapter fifteen;
  fifteen.number = 15;
  fifteen.title = {"Why a GPU runs far more threads than it has cores",
                   "为什么 GPU 运行的线程远多于它的核心"};
  fifteen.body = {
      "<p>A read from <a href=\"term:vram\">VRAM</a> waits hundreds of clock cycles before its "
      "data arrives: that is <a href=\"term:latency\">memory latency</a>. A CPU hides it with "
      "large caches. A GPU hides it with <b>more work</b>: while one <a href=\"term:warp\">warp"
      "</a> waits, the <a href=\"term:sm\">SM</a> switches, at no cost, to another warp that is "
      "ready.</p>"
      "<p>So each SM holds many more threads than it has cores: an RTX 4090's SM has 128 FP32 "
      "cores and holds up to 1,536 threads (48 warps) at once. How close it comes to that most "
      "is its <a href=\"term:occupancy\">occupancy</a>.</p>"
      "<p>On the right, the blocks of this image, coloured by who ran them. Every output pixel is "
      "a thread: this 96 × 96 image makes 9,216 of them, fewer than the RTX 4090's 16,384 cores, "
      "so it alone would leave most of the card idle. A 1024 × 1024 image makes 1,048,576, 64 "
      "per core: enough that some are always ready while others wait.</p>",
      "<p>从<a href=\"term:vram\">显存</a>读一次数据，要等几百个时钟周期才到：这就是"
      "<a href=\"term:latency\">内存延迟</a>。CPU 靠大缓存掩盖它。GPU 则靠<b>更多的工作</b>"
      "掩盖：一个<a href=\"term:warp\">线程束</a>在等待时，<a href=\"term:sm\">SM</a> "
      "会毫无代价地切换到另一个已经就绪的线程束。</p>"
      "<p>所以每个 SM 容纳的线程远多于它的核心数：RTX 4090 的一个 SM 有 128 个 FP32 核心，"
      "却能同时容纳多达 1,536 个线程（48 个线程束）。实际容纳的数量占这个上限的比例，就是它的"
      "<a href=\"term:occupancy\">占用率</a>。</p>"
      "<p>右边是这张图像的各个线程块，按运行它们的单元着色。每个输出像素就是一个线程："
      "这张 96 × 96 的图像有 9,216 个线程，比 RTX 4090 的 16,384 个核心还少，单靠它会让显卡"
      "大部分闲着。一张 1024 × 1024 的图像有 1,048,576 个线程，每个核心 64 个：足以让一些线程"
      "随时就绪，而另一些在等待。</p>"};
  fifteen.question = {
      "An RTX 4090 has 128 SMs. How many threads can it hold at once, and how many FP32 cores "
      "does it have?",
      "RTX 4090 有 128 个 SM。它最多能同时容纳多少个线程？又有多少个 FP32 核心？"};
  fifteen.answer = {
      "128 × 1,536 = 196,608 threads, against 128 × 128 = 16,384 cores: twelve threads per "
      "core, so that some are always ready while the others wait for memory.",
      "128 × 1,536 = 196,608 个线程，而核心只有 128 × 128 = 16,384 个：每个核心对应 12 个线程，"
      "这样总有线程处于就绪状态，而其他线程在等内存。"};
  fifteen.setup.image = QStringLiteral("camera");
  fifteen.setup.side = 96;
  fifteen.setup.kernel = QStringLiteral("sobel-x");
  fifteen.setup.overlayFlags = 1 | 4 | 16;  // borders, warps, who ran each block
  fifteen.setup.views = kGpuOutput | kGpuMapping;
  fifteen.setup.runGpu = true;
  list.push_back(fifteen);

  return list;
}

}  // namespace convscope::lessons
